// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8f84bbfa19 DefaultNavigationViewStyle
@MainActor func use_8f84bbfa19() {
    let _: Any.Type = DefaultNavigationViewStyle.self
}

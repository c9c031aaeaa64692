// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6b8fcfb5ac StackNavigationViewStyle
@MainActor func use_6b8fcfb5ac() {
    let _: Any.Type = StackNavigationViewStyle.self
}

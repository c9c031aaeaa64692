// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4b05d22940 TitleOnlyLabelStyle
@MainActor func use_4b05d22940() {
    let _: Any.Type = TitleOnlyLabelStyle.self
}

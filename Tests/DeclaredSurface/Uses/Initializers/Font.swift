// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u405432c6c5 Font.Width.init(_: CGFloat)
@MainActor func use_405432c6c5() {
    let _: Font.Width = Font.Width(sample() as CGFloat)
}

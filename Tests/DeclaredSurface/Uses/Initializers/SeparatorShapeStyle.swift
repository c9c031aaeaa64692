// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u997bd91908 SeparatorShapeStyle.init()
@MainActor func use_997bd91908() {
    let _: SeparatorShapeStyle = SeparatorShapeStyle()
}

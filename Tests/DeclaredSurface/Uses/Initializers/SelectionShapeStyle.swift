// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub3c31419ce SelectionShapeStyle.init()
@MainActor func use_b3c31419ce() {
    let _: SelectionShapeStyle = SelectionShapeStyle()
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua5295ec261 GraphicalDatePickerStyle.init()
@MainActor func use_a5295ec261() {
    let _: GraphicalDatePickerStyle = GraphicalDatePickerStyle()
}

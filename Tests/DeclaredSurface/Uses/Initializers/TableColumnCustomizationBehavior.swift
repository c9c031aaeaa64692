// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5400b0fb49 TableColumnCustomizationBehavior.init()
@MainActor func use_5400b0fb49() {
    let _: TableColumnCustomizationBehavior = TableColumnCustomizationBehavior()
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9672012ace TableColumnCustomizationBehavior
@MainActor func use_9672012ace() {
    let _: Any.Type = TableColumnCustomizationBehavior.self
}

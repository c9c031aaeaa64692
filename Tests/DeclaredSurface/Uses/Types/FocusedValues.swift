// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf6cbf228c5 FocusedValues
@MainActor func use_f6cbf228c5() {
    let _: Any.Type = FocusedValues.self
}

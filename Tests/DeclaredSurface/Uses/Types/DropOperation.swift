// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub90c9c654f DropOperation
@MainActor func use_b90c9c654f() {
    let _: Any.Type = DropOperation.self
}

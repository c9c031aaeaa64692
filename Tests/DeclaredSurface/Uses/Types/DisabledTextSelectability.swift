// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf5f56c836e DisabledTextSelectability
@MainActor func use_f5f56c836e() {
    let _: Any.Type = DisabledTextSelectability.self
}

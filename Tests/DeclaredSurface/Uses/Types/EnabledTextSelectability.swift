// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf751bcf79b EnabledTextSelectability
@MainActor func use_f751bcf79b() {
    let _: Any.Type = EnabledTextSelectability.self
}

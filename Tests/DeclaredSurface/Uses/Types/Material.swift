// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud8169782b5 Material
@MainActor func use_d8169782b5() {
    let _: Any.Type = Material.self
}

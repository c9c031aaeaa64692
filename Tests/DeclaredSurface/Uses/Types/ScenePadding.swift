// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf8cd10a80c ScenePadding
@MainActor func use_f8cd10a80c() {
    let _: Any.Type = ScenePadding.self
}

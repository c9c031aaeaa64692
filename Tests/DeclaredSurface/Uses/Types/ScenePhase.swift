// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud82524a4db ScenePhase
@MainActor func use_d82524a4db() {
    let _: Any.Type = ScenePhase.self
}

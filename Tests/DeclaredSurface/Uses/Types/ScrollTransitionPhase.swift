// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uedf3eac9fe ScrollTransitionPhase
@MainActor func use_edf3eac9fe() {
    let _: Any.Type = ScrollTransitionPhase.self
}

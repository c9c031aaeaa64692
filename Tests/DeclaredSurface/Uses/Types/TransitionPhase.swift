// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc1ca57caee TransitionPhase
@MainActor func use_c1ca57caee() {
    let _: Any.Type = TransitionPhase.self
}

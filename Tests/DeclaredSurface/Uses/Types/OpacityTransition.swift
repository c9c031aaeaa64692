// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue175b302ab OpacityTransition
@MainActor func use_e175b302ab() {
    let _: Any.Type = OpacityTransition.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubb2a3f4fb0 ToggleStyleConfiguration
@MainActor func use_bb2a3f4fb0() {
    let _: Any.Type = ToggleStyleConfiguration.self
}

// ue8a29a3ea1 ToggleStyleConfiguration.Label
@MainActor func use_e8a29a3ea1() {
    let _: Any.Type = ToggleStyleConfiguration.Label.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u631cae33d5 ProgressViewStyleConfiguration
@MainActor func use_631cae33d5() {
    let _: Any.Type = ProgressViewStyleConfiguration.self
}

// ucb21063a24 ProgressViewStyleConfiguration.Label
@MainActor func use_cb21063a24() {
    let _: Any.Type = ProgressViewStyleConfiguration.Label.self
}

// ue037f7bffd ProgressViewStyleConfiguration.CurrentValueLabel
@MainActor func use_e037f7bffd() {
    let _: Any.Type = ProgressViewStyleConfiguration.CurrentValueLabel.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub8913bb9d6 LabeledContentStyleConfiguration
@MainActor func use_b8913bb9d6() {
    let _: Any.Type = LabeledContentStyleConfiguration.self
}

// u6b00c2dc3e LabeledContentStyleConfiguration.Label
@MainActor func use_6b00c2dc3e() {
    let _: Any.Type = LabeledContentStyleConfiguration.Label.self
}

// u756539a010 LabeledContentStyleConfiguration.Content
@MainActor func use_756539a010() {
    let _: Any.Type = LabeledContentStyleConfiguration.Content.self
}

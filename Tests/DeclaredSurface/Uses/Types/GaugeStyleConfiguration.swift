// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8d54efe787 GaugeStyleConfiguration
@MainActor func use_8d54efe787() {
    let _: Any.Type = GaugeStyleConfiguration.self
}

// ue3d84121c6 GaugeStyleConfiguration.Label
@MainActor func use_e3d84121c6() {
    let _: Any.Type = GaugeStyleConfiguration.Label.self
}

// u3100ae3918 GaugeStyleConfiguration.CurrentValueLabel
@MainActor func use_3100ae3918() {
    let _: Any.Type = GaugeStyleConfiguration.CurrentValueLabel.self
}

// u9b4ed58a55 GaugeStyleConfiguration.MinimumValueLabel
@MainActor func use_9b4ed58a55() {
    let _: Any.Type = GaugeStyleConfiguration.MinimumValueLabel.self
}

// uf9971b2a1d GaugeStyleConfiguration.MaximumValueLabel
@MainActor func use_f9971b2a1d() {
    let _: Any.Type = GaugeStyleConfiguration.MaximumValueLabel.self
}

// ube18d7ec8b GaugeStyleConfiguration.MarkedValueLabel
@MainActor func use_be18d7ec8b() {
    let _: Any.Type = GaugeStyleConfiguration.MarkedValueLabel.self
}

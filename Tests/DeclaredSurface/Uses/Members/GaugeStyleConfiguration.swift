// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uccfe2c9203 GaugeStyleConfiguration.value
@MainActor func use_ccfe2c9203(_ subject: GaugeStyleConfiguration) {
    var subject = subject
    let _: Double = subject.value
    subject.value = sample() as Double
}

// ua51d607980 GaugeStyleConfiguration.label
@MainActor func use_a51d607980(_ subject: GaugeStyleConfiguration) {
    var subject = subject
    let _: GaugeStyleConfiguration.Label = subject.label
    subject.label = sample() as GaugeStyleConfiguration.Label
}

// u1c76a71cce GaugeStyleConfiguration.currentValueLabel
@MainActor func use_1c76a71cce(_ subject: GaugeStyleConfiguration) {
    var subject = subject
    let _: GaugeStyleConfiguration.CurrentValueLabel? = subject.currentValueLabel
    subject.currentValueLabel = sample() as GaugeStyleConfiguration.CurrentValueLabel?
}

// u966d000741 GaugeStyleConfiguration.minimumValueLabel
@MainActor func use_966d000741(_ subject: GaugeStyleConfiguration) {
    var subject = subject
    let _: GaugeStyleConfiguration.MinimumValueLabel? = subject.minimumValueLabel
    subject.minimumValueLabel = sample() as GaugeStyleConfiguration.MinimumValueLabel?
}

// u4306abd65b GaugeStyleConfiguration.maximumValueLabel
@MainActor func use_4306abd65b(_ subject: GaugeStyleConfiguration) {
    var subject = subject
    let _: GaugeStyleConfiguration.MaximumValueLabel? = subject.maximumValueLabel
    subject.maximumValueLabel = sample() as GaugeStyleConfiguration.MaximumValueLabel?
}

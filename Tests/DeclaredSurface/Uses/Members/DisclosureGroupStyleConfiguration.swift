// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5b0e78c5ba DisclosureGroupStyleConfiguration.label
@MainActor func use_5b0e78c5ba(_ subject: DisclosureGroupStyleConfiguration) {
    let _: DisclosureGroupStyleConfiguration.Label = subject.label
}

// ufb75df829c DisclosureGroupStyleConfiguration.content
@MainActor func use_fb75df829c(_ subject: DisclosureGroupStyleConfiguration) {
    let _: DisclosureGroupStyleConfiguration.Content = subject.content
}

// u03311e0cec DisclosureGroupStyleConfiguration.isExpanded
@MainActor func use_03311e0cec(_ subject: DisclosureGroupStyleConfiguration) {
    var subject = subject
    let _: Bool = subject.isExpanded
    subject.isExpanded = sample() as Bool
}

// u81071b306a DisclosureGroupStyleConfiguration.$isExpanded
@MainActor func use_81071b306a(_ subject: DisclosureGroupStyleConfiguration) {
    let _: Binding<Bool> = subject.$isExpanded
}

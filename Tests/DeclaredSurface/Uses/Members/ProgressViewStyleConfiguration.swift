// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u102891f565 ProgressViewStyleConfiguration.fractionCompleted
@MainActor func use_102891f565(_ subject: ProgressViewStyleConfiguration) {
    let _: Double? = subject.fractionCompleted
}

// uf33953680f ProgressViewStyleConfiguration.label
@MainActor func use_f33953680f(_ subject: ProgressViewStyleConfiguration) {
    var subject = subject
    let _: ProgressViewStyleConfiguration.Label? = subject.label
    subject.label = sample() as ProgressViewStyleConfiguration.Label?
}

// u7213db9427 ProgressViewStyleConfiguration.currentValueLabel
@MainActor func use_7213db9427(_ subject: ProgressViewStyleConfiguration) {
    var subject = subject
    let _: ProgressViewStyleConfiguration.CurrentValueLabel? = subject.currentValueLabel
    subject.currentValueLabel = sample() as ProgressViewStyleConfiguration.CurrentValueLabel?
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u469493d507 LabeledContentStyleConfiguration.label
@MainActor func use_469493d507(_ subject: LabeledContentStyleConfiguration) {
    let _: LabeledContentStyleConfiguration.Label = subject.label
}

// u9fc7819deb LabeledContentStyleConfiguration.content
@MainActor func use_9fc7819deb(_ subject: LabeledContentStyleConfiguration) {
    let _: LabeledContentStyleConfiguration.Content = subject.content
}

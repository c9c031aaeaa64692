// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud9ea0969d2 LabelStyleConfiguration.title
@MainActor func use_d9ea0969d2(_ subject: LabelStyleConfiguration) {
    let _: LabelStyleConfiguration.Title = subject.title
}

// u084d9b2835 LabelStyleConfiguration.icon
@MainActor func use_084d9b2835(_ subject: LabelStyleConfiguration) {
    let _: LabelStyleConfiguration.Icon = subject.icon
}

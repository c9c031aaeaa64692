// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7610249848 GroupBoxStyleConfiguration.label
@MainActor func use_7610249848(_ subject: GroupBoxStyleConfiguration) {
    let _: GroupBoxStyleConfiguration.Label = subject.label
}

// u7fd05bf8ab GroupBoxStyleConfiguration.content
@MainActor func use_7fd05bf8ab(_ subject: GroupBoxStyleConfiguration) {
    let _: GroupBoxStyleConfiguration.Content = subject.content
}

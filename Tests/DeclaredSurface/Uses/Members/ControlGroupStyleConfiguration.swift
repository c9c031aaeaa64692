// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9fea9fa311 ControlGroupStyleConfiguration.content
@MainActor func use_9fea9fa311(_ subject: ControlGroupStyleConfiguration) {
    let _: ControlGroupStyleConfiguration.Content = subject.content
}

// u1b1719b13c ControlGroupStyleConfiguration.label
@MainActor func use_1b1719b13c(_ subject: ControlGroupStyleConfiguration) {
    let _: ControlGroupStyleConfiguration.Label = subject.label
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub30439f39e SwitchToggleStyle.makeBody(configuration: SwitchToggleStyle.Configuration)
@MainActor func use_b30439f39e(_ subject: SwitchToggleStyle) {
    _ = subject.makeBody(configuration: sample() as SwitchToggleStyle.Configuration) as any View
}

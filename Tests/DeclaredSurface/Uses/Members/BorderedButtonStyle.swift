// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u82b7a7df90 BorderedButtonStyle.makeBody(configuration: BorderedButtonStyle.Configuration)
@MainActor func use_82b7a7df90(_ subject: BorderedButtonStyle) {
    _ = subject.makeBody(configuration: sample() as BorderedButtonStyle.Configuration) as any View
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2a34f573cb BorderedProminentButtonStyle.makeBody(configuration: BorderedProminentButtonStyle.Configuration)
@MainActor func use_2a34f573cb(_ subject: BorderedProminentButtonStyle) {
    _ = subject.makeBody(configuration: sample() as BorderedProminentButtonStyle.Configuration) as any View
}

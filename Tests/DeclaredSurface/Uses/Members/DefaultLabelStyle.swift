// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1d749ae75a DefaultLabelStyle.makeBody(configuration: DefaultLabelStyle.Configuration)
@MainActor func use_1d749ae75a(_ subject: DefaultLabelStyle) {
    _ = subject.makeBody(configuration: sample() as DefaultLabelStyle.Configuration) as any View
}

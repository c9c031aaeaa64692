// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud018eb1616 ButtonMenuStyle.makeBody(configuration: ButtonMenuStyle.Configuration)
@MainActor func use_d018eb1616(_ subject: ButtonMenuStyle) {
    _ = subject.makeBody(configuration: sample() as ButtonMenuStyle.Configuration) as any View
}

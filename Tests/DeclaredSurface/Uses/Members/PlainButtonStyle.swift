// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3c9c68ff65 PlainButtonStyle.makeBody(configuration: PlainButtonStyle.Configuration)
@MainActor func use_3c9c68ff65(_ subject: PlainButtonStyle) {
    _ = subject.makeBody(configuration: sample() as PlainButtonStyle.Configuration) as any View
}

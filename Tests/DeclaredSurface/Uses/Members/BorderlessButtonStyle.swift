// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua1c638e483 BorderlessButtonStyle.makeBody(configuration: BorderlessButtonStyle.Configuration)
@MainActor func use_a1c638e483(_ subject: BorderlessButtonStyle) {
    _ = subject.makeBody(configuration: sample() as BorderlessButtonStyle.Configuration) as any View
}

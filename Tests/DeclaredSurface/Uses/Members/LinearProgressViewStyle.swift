// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue476da30b2 LinearProgressViewStyle.makeBody(configuration: LinearProgressViewStyle.Configuration)
@MainActor func use_e476da30b2(_ subject: LinearProgressViewStyle) {
    _ = subject.makeBody(configuration: sample() as LinearProgressViewStyle.Configuration) as any View
}

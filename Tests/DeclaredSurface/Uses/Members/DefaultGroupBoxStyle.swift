// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubbc79b8817 DefaultGroupBoxStyle.makeBody(configuration: DefaultGroupBoxStyle.Configuration)
@MainActor func use_bbc79b8817(_ subject: DefaultGroupBoxStyle) {
    _ = subject.makeBody(configuration: sample() as DefaultGroupBoxStyle.Configuration) as any View
}

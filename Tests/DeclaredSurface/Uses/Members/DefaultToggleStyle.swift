// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf0a45da935 DefaultToggleStyle.makeBody(configuration: DefaultToggleStyle.Configuration)
@MainActor func use_f0a45da935(_ subject: DefaultToggleStyle) {
    _ = subject.makeBody(configuration: sample() as DefaultToggleStyle.Configuration) as any View
}

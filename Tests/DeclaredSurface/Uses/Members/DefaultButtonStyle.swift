// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0f524996cd DefaultButtonStyle.makeBody(configuration: DefaultButtonStyle.Configuration)
@MainActor func use_0f524996cd(_ subject: DefaultButtonStyle) {
    _ = subject.makeBody(configuration: sample() as DefaultButtonStyle.Configuration) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua2dc1ee225 View.scrollClipDisabled(_: Bool)
@MainActor func use_a2dc1ee225<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scrollClipDisabled(sample() as Bool) as any View
    _ = subject.scrollClipDisabled() as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u483a502eef View.interactiveDismissDisabled(_: Bool)
@MainActor func use_483a502eef<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.interactiveDismissDisabled(sample() as Bool) as any View
    _ = subject.interactiveDismissDisabled() as any View
}

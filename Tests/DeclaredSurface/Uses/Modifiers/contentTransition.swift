// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7100d836a4 View.contentTransition(_: ContentTransition)
@MainActor func use_7100d836a4<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.contentTransition(sample() as ContentTransition) as any View
}

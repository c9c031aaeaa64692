// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9cf6939bd3 View.searchDictationBehavior(_: TextInputDictationBehavior)
@MainActor func use_9cf6939bd3<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.searchDictationBehavior(sample() as TextInputDictationBehavior) as any View
}

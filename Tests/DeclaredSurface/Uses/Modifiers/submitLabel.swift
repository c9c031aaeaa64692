// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0ecb69ef28 View.submitLabel(_: SubmitLabel)
@MainActor func use_0ecb69ef28<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.submitLabel(sample() as SubmitLabel) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub876fb3ba0 View.textContentType(_: UITextContentType?)
@MainActor func use_b876fb3ba0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.textContentType(sample() as UITextContentType?) as any View
}

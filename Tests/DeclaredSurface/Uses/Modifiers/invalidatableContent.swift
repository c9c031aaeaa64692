// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u560f76df06 View.invalidatableContent(_: Bool)
@MainActor func use_560f76df06<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.invalidatableContent(sample() as Bool) as any View
    _ = subject.invalidatableContent() as any View
}

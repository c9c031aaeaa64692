// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1783b89813 View.containerShape<T>(_: T) where T : InsettableShape
@MainActor func use_1783b89813<Self_: View, T: InsettableShape>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.containerShape(sample() as T) as any View
}

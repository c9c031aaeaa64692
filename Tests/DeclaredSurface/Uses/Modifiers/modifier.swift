// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub979083056 View.modifier<T>(_: T)
@MainActor func use_b979083056<Self_: View, T>(_ subject: Self_, _ generics: (Self_, T).Type) {
    let _: ModifiedContent<Self_, T> = subject.modifier(sample() as T)
}

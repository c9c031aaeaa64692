// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u63b2e6991c View.environment<V>(_: WritableKeyPath<EnvironmentValues, V>, _: V)
@MainActor func use_63b2e6991c<Self_: View, V>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.environment(sample() as WritableKeyPath<EnvironmentValues, V>, sample() as V) as any View
}

// u83e6a22df5 View.environment<T>(_: T?) where T : AnyObject, T : Observable
@MainActor func use_83e6a22df5<Self_: View, T: AnyObject & Observable>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.environment(sample() as T?) as any View
}

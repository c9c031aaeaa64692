// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub6e6f4a6fc View.focusedSceneValue<T>(_: WritableKeyPath<FocusedValues, T?>, _: T)
@MainActor func use_b6e6f4a6fc<Self_: View, T>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.focusedSceneValue(sample() as WritableKeyPath<FocusedValues, T?>, sample() as T) as any View
}

// uc25a89fcce View.focusedSceneValue<T>(_: WritableKeyPath<FocusedValues, T?>, _: T?)
@MainActor func use_c25a89fcce<Self_: View, T>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.focusedSceneValue(sample() as WritableKeyPath<FocusedValues, T?>, sample() as T?) as any View
}

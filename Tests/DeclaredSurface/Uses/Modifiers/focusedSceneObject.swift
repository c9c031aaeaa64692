// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf83cf174e1 View.focusedSceneObject<T>(_: T) where T : ObservableObject
@MainActor func use_f83cf174e1<Self_: View, T: ObservableObject>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.focusedSceneObject(sample() as T) as any View
}

// ud4269f6057 View.focusedSceneObject<T>(_: T?) where T : ObservableObject
@MainActor func use_d4269f6057<Self_: View, T: ObservableObject>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.focusedSceneObject(sample() as T?) as any View
}

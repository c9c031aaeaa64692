// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u620f4d8733 View.focusedObject<T>(_: T) where T : ObservableObject
@MainActor func use_620f4d8733<Self_: View, T: ObservableObject>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.focusedObject(sample() as T) as any View
}

// u342f575638 View.focusedObject<T>(_: T?) where T : ObservableObject
@MainActor func use_342f575638<Self_: View, T: ObservableObject>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.focusedObject(sample() as T?) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u496b1996d1 View.focused<Value>(_: FocusState<Value>.Binding, equals: Value) where Value : Hashable
@MainActor func use_496b1996d1<Self_: View, Value: Hashable>(_ subject: Self_, _ generics: (Self_, Value).Type) {
    _ = subject.focused(sample() as FocusState<Value>.Binding, equals: sample() as Value) as any View
}

// u18bfd320c2 View.focused(_: FocusState<Bool>.Binding)
@MainActor func use_18bfd320c2<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.focused(sample() as FocusState<Bool>.Binding) as any View
}

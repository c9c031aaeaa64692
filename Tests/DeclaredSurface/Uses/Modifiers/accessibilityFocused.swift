// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u94a75ffcb8 View.accessibilityFocused<Value>(_: AccessibilityFocusState<Value>.Binding, equals: Value) where Value :
//   Hashable
@MainActor func use_94a75ffcb8<Self_: View, Value: Hashable>(_ subject: Self_, _ generics: (Self_, Value).Type) {
    _ = subject.accessibilityFocused(
        sample() as AccessibilityFocusState<Value>.Binding,
        equals: sample() as Value
    ) as any View
}

// u64091fdcf3 View.accessibilityFocused(_: AccessibilityFocusState<Bool>.Binding)
@MainActor func use_64091fdcf3<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityFocused(sample() as AccessibilityFocusState<Bool>.Binding) as any View
}

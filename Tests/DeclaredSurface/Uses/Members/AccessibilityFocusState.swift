// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uceef905759 AccessibilityFocusState.Binding.wrappedValue
@MainActor func use_ceef905759<Value: Hashable>(
    _ subject: AccessibilityFocusState<Value>.Binding,
    _ generics: (Value).Type
) {
    var subject = subject
    let _: Value = subject.wrappedValue
    subject.wrappedValue = sample() as Value
}

// ua31f6b2f67 AccessibilityFocusState.Binding.projectedValue
@MainActor func use_a31f6b2f67<Value: Hashable>(
    _ subject: AccessibilityFocusState<Value>.Binding,
    _ generics: (Value).Type
) {
    let _: AccessibilityFocusState<Value>.Binding = subject.projectedValue
}

// u3d8b9aaa33 AccessibilityFocusState.wrappedValue
@MainActor func use_3d8b9aaa33<Value: Hashable>(_ subject: AccessibilityFocusState<Value>, _ generics: (Value).Type) {
    var subject = subject
    let _: Value = subject.wrappedValue
    subject.wrappedValue = sample() as Value
}

// u86aa557518 AccessibilityFocusState.projectedValue
@MainActor func use_86aa557518<Value: Hashable>(_ subject: AccessibilityFocusState<Value>, _ generics: (Value).Type) {
    let _: AccessibilityFocusState<Value>.Binding = subject.projectedValue
}

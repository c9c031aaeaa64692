// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u21cf617215 View.focusedValue<Value>(_: WritableKeyPath<FocusedValues, Value?>, _: Value)
@MainActor func use_21cf617215<Self_: View, Value>(_ subject: Self_, _ generics: (Self_, Value).Type) {
    _ = subject.focusedValue(sample() as WritableKeyPath<FocusedValues, Value?>, sample() as Value) as any View
}

// u61911dccd8 View.focusedValue<Value>(_: WritableKeyPath<FocusedValues, Value?>, _: Value?)
@MainActor func use_61911dccd8<Self_: View, Value>(_ subject: Self_, _ generics: (Self_, Value).Type) {
    _ = subject.focusedValue(sample() as WritableKeyPath<FocusedValues, Value?>, sample() as Value?) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u13c567cc51 View.defaultFocus<V>(_: FocusState<V>.Binding, _: V, priority: DefaultFocusEvaluationPriority) where V :
//   Hashable
@MainActor func use_13c567cc51<Self_: View, V: Hashable>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.defaultFocus(
        sample() as FocusState<V>.Binding,
        sample() as V,
        priority: sample() as DefaultFocusEvaluationPriority
    ) as any View
    _ = subject.defaultFocus(sample() as FocusState<V>.Binding, sample() as V) as any View
}

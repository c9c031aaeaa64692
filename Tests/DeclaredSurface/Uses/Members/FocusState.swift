// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1e3d0ac878 FocusState.Binding.wrappedValue
@MainActor func use_1e3d0ac878<Value: Hashable>(_ subject: FocusState<Value>.Binding, _ generics: (Value).Type) {
    var subject = subject
    let _: Value = subject.wrappedValue
    subject.wrappedValue = sample() as Value
}

// uf66c71618e FocusState.Binding.projectedValue
@MainActor func use_f66c71618e<Value: Hashable>(_ subject: FocusState<Value>.Binding, _ generics: (Value).Type) {
    let _: FocusState<Value>.Binding = subject.projectedValue
}

// u0dd0933a35 FocusState.wrappedValue
@MainActor func use_0dd0933a35<Value: Hashable>(_ subject: FocusState<Value>, _ generics: (Value).Type) {
    var subject = subject
    let _: Value = subject.wrappedValue
    subject.wrappedValue = sample() as Value
}

// uab1b1cb435 FocusState.projectedValue
@MainActor func use_ab1b1cb435<Value: Hashable>(_ subject: FocusState<Value>, _ generics: (Value).Type) {
    let _: FocusState<Value>.Binding = subject.projectedValue
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u01a598fe43 Binding.init<V>(_: Binding<V>) where Value == V?
@MainActor func use_01a598fe43<V>(_ generics: (V).Type) {
    let _: Binding<V?> = Binding(sample() as Binding<V>)
}

// uedf4fb0d9e Binding.init?(_: Binding<Value?>)
@MainActor func use_edf4fb0d9e<Value>(_ generics: (Value).Type) {
    let _: Binding<Value>? = Binding(sample() as Binding<Value?>)
}

// u3f5246e16a Binding.init<V>(_: Binding<V>) where Value == AnyHashable, V : Hashable
@MainActor func use_3f5246e16a<V: Hashable>(_ generics: (V).Type) {
    let _: Binding<AnyHashable> = Binding(sample() as Binding<V>)
}

// uf36d8458a1 Binding.init(get: () -> Value, set: (Value) -> Void)
@MainActor func use_f36d8458a1<Value>(_ generics: (Value).Type) {
    let _: Binding<Value> = Binding(get: sample() as () -> Value, set: sample() as (Value) -> Void)
}

// u2131a5059d Binding.init(get: () -> Value, set: (Value, Transaction) -> Void)
@MainActor func use_2131a5059d<Value>(_ generics: (Value).Type) {
    let _: Binding<Value> = Binding(get: sample() as () -> Value, set: sample() as (Value, Transaction) -> Void)
}

// u6c6f4c7292 Binding.init(projectedValue: Binding<Value>)
@MainActor func use_6c6f4c7292<Value>(_ generics: (Value).Type) {
    let _: Binding<Value> = Binding(projectedValue: sample() as Binding<Value>)
}

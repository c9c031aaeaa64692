// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6c02939c6f Binding.transaction
@MainActor func use_6c02939c6f<Value>(_ subject: Binding<Value>, _ generics: (Value).Type) {
    var subject = subject
    let _: Transaction = subject.transaction
    subject.transaction = sample() as Transaction
}

// u61a52567df Binding.wrappedValue
@MainActor func use_61a52567df<Value>(_ subject: Binding<Value>, _ generics: (Value).Type) {
    var subject = subject
    let _: Value = subject.wrappedValue
    subject.wrappedValue = sample() as Value
}

// u89f49aa9a3 Binding.projectedValue
@MainActor func use_89f49aa9a3<Value>(_ subject: Binding<Value>, _ generics: (Value).Type) {
    let _: Binding<Value> = subject.projectedValue
}

// uf0c91120a9 Binding.subscript<Subject>(dynamicMember: WritableKeyPath<Value, Subject>)
@MainActor func use_f0c91120a9<Value, Subject>(_ subject: Binding<Value>, _ generics: (Value, Subject).Type) {
    let _: Binding<Subject> = subject[dynamicMember: sample() as WritableKeyPath<Value, Subject>]
}

// u7383ca831e Binding.id where Value : Identifiable
@MainActor func use_7383ca831e<Value: Identifiable>(_ subject: Binding<Value>, _ generics: (Value).Type) {
    let _: Value.ID = subject.id
}

// uf228a84857 Binding.startIndex where Value : MutableCollection
@MainActor func use_f228a84857<Value: MutableCollection>(_ subject: Binding<Value>, _ generics: (Value).Type) {
    let _: Binding<Value>.Index = subject.startIndex
}

// ufbcb15dfca Binding.endIndex where Value : MutableCollection
@MainActor func use_fbcb15dfca<Value: MutableCollection>(_ subject: Binding<Value>, _ generics: (Value).Type) {
    let _: Binding<Value>.Index = subject.endIndex
}

// u475ba98e48 Binding.indices where Value : MutableCollection
@MainActor func use_475ba98e48<Value: MutableCollection>(_ subject: Binding<Value>, _ generics: (Value).Type) {
    let _: Value.Indices = subject.indices
}

// uc07bd7fa0f Binding.index(after: Binding<Value>.Index) where Value : MutableCollection
@MainActor func use_c07bd7fa0f<Value: MutableCollection>(_ subject: Binding<Value>, _ generics: (Value).Type) {
    let _: Binding<Value>.Index = subject.index(after: sample() as Binding<Value>.Index)
}

// ufa7e961020 Binding.formIndex(after: inout Binding<Value>.Index) where Value : MutableCollection
@MainActor func use_fa7e961020<Value: MutableCollection>(_ subject: Binding<Value>, _ generics: (Value).Type) {
    var arg0: Binding<Value>.Index = sample()
    subject.formIndex(after: &arg0)
}

// u6a3911f774 Binding.subscript(_: Binding<Value>.Index) where Value : MutableCollection
@MainActor func use_6a3911f774<Value: MutableCollection>(_ subject: Binding<Value>, _ generics: (Value).Type) {
    let _: Binding<Value>.Element = subject[sample() as Binding<Value>.Index]
}

// u7b5ccfd1ea Binding.index(before: Binding<Value>.Index) where Value : BidirectionalCollection, Value :
//   MutableCollection
@MainActor func use_7b5ccfd1ea<Value: BidirectionalCollection & MutableCollection>(
    _ subject: Binding<Value>,
    _ generics: (Value).Type
) {
    let _: Binding<Value>.Index = subject.index(before: sample() as Binding<Value>.Index)
}

// uc1558428a0 Binding.formIndex(before: inout Binding<Value>.Index) where Value : BidirectionalCollection, Value :
//   MutableCollection
@MainActor func use_c1558428a0<Value: BidirectionalCollection & MutableCollection>(
    _ subject: Binding<Value>,
    _ generics: (Value).Type
) {
    var arg0: Binding<Value>.Index = sample()
    subject.formIndex(before: &arg0)
}

// u8cc1259071 Binding.transaction(_: Transaction)
@MainActor func use_8cc1259071<Value>(_ subject: Binding<Value>, _ generics: (Value).Type) {
    let _: Binding<Value> = subject.transaction(sample() as Transaction)
}

// u941ec05dfe Binding.animation(_: Animation?)
@MainActor func use_941ec05dfe<Value>(_ subject: Binding<Value>, _ generics: (Value).Type) {
    let _: Binding<Value> = subject.animation(sample() as Animation?)
    let _: Binding<Value> = subject.animation()
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u11160dff63 Binding: Identifiable where Value : Identifiable
@MainActor func use_11160dff63<Value: Identifiable>(_ generics: (Value).Type) {
    _ = Binding<Value>.self
    func accept<T: Identifiable>(_ type: T.Type) {}
    accept(Binding<Value>.self)
}

// u5af5e03216 Binding: Sequence where Value : MutableCollection
@MainActor func use_5af5e03216<Value: MutableCollection>(_ generics: (Value).Type) {
    _ = Binding<Value>.self
    func accept<T: Sequence>(_ type: T.Type) {}
    accept(Binding<Value>.self)
}

// ud971438489 Binding: Collection where Value : MutableCollection
@MainActor func use_d971438489<Value: MutableCollection>(_ generics: (Value).Type) {
    _ = Binding<Value>.self
    func accept<T: Collection>(_ type: T.Type) {}
    accept(Binding<Value>.self)
}

// u1a518263b9 Binding: BidirectionalCollection where Value : BidirectionalCollection, Value : MutableCollection
@MainActor func use_1a518263b9<Value: BidirectionalCollection & MutableCollection>(_ generics: (Value).Type) {
    _ = Binding<Value>.self
    func accept<T: BidirectionalCollection>(_ type: T.Type) {}
    accept(Binding<Value>.self)
}

// uf27a195768 Binding: RandomAccessCollection where Value : MutableCollection, Value : RandomAccessCollection
@MainActor func use_f27a195768<Value: MutableCollection & RandomAccessCollection>(_ generics: (Value).Type) {
    _ = Binding<Value>.self
    func accept<T: RandomAccessCollection>(_ type: T.Type) {}
    accept(Binding<Value>.self)
}

// ude1b0c63a9 Binding: DynamicProperty
@MainActor func use_de1b0c63a9<Value>(_ generics: (Value).Type) {
    _ = Binding<Value>.self
    func accept<T: DynamicProperty>(_ type: T.Type) {}
    accept(Binding<Value>.self)
}

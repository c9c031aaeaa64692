// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uef27b48705 Bindable: Identifiable where Value : Identifiable
@MainActor func use_ef27b48705<Value: Identifiable>(_ generics: (Value).Type) {
    _ = Bindable<Value>.self
    func accept<T: Identifiable>(_ type: T.Type) {}
    accept(Bindable<Value>.self)
}

// u13bc48ef9a Bindable: Sendable where Value : Sendable
@MainActor func use_13bc48ef9a<Value: Sendable>(_ generics: (Value).Type) {
    _ = Bindable<Value>.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Bindable<Value>.self)
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u13719ae6ce Anchor.Source: Sendable where Value : Sendable
@MainActor func use_13719ae6ce<Value: Sendable>(_ generics: (Value).Type) {
    _ = Anchor<Value>.Source.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Anchor<Value>.Source.self)
}

// u1ef6cae423 Anchor: Sendable where Value : Sendable
@MainActor func use_1ef6cae423<Value: Sendable>(_ generics: (Value).Type) {
    _ = Anchor<Value>.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Anchor<Value>.self)
}

// u02e0c09acb Anchor: Equatable where Value : Equatable
@MainActor func use_02e0c09acb<Value: Equatable>(_ generics: (Value).Type) {
    _ = Anchor<Value>.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Anchor<Value>.self)
}

// udd443b500e Anchor: Hashable where Value : Hashable
@MainActor func use_dd443b500e<Value: Hashable>(_ generics: (Value).Type) {
    _ = Anchor<Value>.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Anchor<Value>.self)
}

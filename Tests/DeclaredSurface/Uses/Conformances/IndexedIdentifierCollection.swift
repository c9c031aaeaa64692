// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue13f48dcd1 IndexedIdentifierCollection: BidirectionalCollection where Base : BidirectionalCollection
@MainActor func use_e13f48dcd1<Base: BidirectionalCollection & Collection, ID: Hashable>(_ generics: (Base, ID).Type) {
    _ = IndexedIdentifierCollection<Base, ID>.self
    func accept<T: BidirectionalCollection>(_ type: T.Type) {}
    accept(IndexedIdentifierCollection<Base, ID>.self)
}

// u904a88c5ba IndexedIdentifierCollection: RandomAccessCollection where Base : RandomAccessCollection
@MainActor func use_904a88c5ba<Base: RandomAccessCollection & Collection, ID: Hashable>(_ generics: (Base, ID).Type) {
    _ = IndexedIdentifierCollection<Base, ID>.self
    func accept<T: RandomAccessCollection>(_ type: T.Type) {}
    accept(IndexedIdentifierCollection<Base, ID>.self)
}

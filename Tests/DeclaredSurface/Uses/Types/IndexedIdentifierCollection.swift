// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1a79619b4a IndexedIdentifierCollection
@MainActor func use_1a79619b4a<Base: Collection, ID: Hashable>(_ generics: (Base, ID).Type) {
    let _: Any.Type = IndexedIdentifierCollection<Base, ID>.self
}

// uc838328c35 IndexedIdentifierCollection.Element
@MainActor func use_c838328c35<Base: Collection, ID: Hashable>(_ generics: (Base, ID).Type) {
    let _: Any.Type = IndexedIdentifierCollection<Base, ID>.Element.self
}

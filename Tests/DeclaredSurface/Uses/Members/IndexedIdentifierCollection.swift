// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub5e375c6ab IndexedIdentifierCollection.startIndex
@MainActor func use_b5e375c6ab<Base: Collection, ID: Hashable>(
    _ subject: IndexedIdentifierCollection<Base, ID>,
    _ generics: (Base, ID).Type
) {
    let _: IndexedIdentifierCollection<Base, ID>.Index = subject.startIndex
}

// ud1c7674d1f IndexedIdentifierCollection.endIndex
@MainActor func use_d1c7674d1f<Base: Collection, ID: Hashable>(
    _ subject: IndexedIdentifierCollection<Base, ID>,
    _ generics: (Base, ID).Type
) {
    let _: IndexedIdentifierCollection<Base, ID>.Index = subject.endIndex
}

// u5a009e1202 IndexedIdentifierCollection.subscript(_: IndexedIdentifierCollection<Base, ID>.Index)
@MainActor func use_5a009e1202<Base: Collection, ID: Hashable>(
    _ subject: IndexedIdentifierCollection<Base, ID>,
    _ generics: (Base, ID).Type
) {
    let _: IndexedIdentifierCollection<Base, ID>.Element = subject[
        sample() as IndexedIdentifierCollection<Base, ID>.Index
    ]
}

// u6dc2d06c9d IndexedIdentifierCollection.index(after: IndexedIdentifierCollection<Base, ID>.Index)
@MainActor func use_6dc2d06c9d<Base: Collection, ID: Hashable>(
    _ subject: IndexedIdentifierCollection<Base, ID>,
    _ generics: (Base, ID).Type
) {
    let _: IndexedIdentifierCollection<Base, ID>.Index = subject.index(
        after: sample() as IndexedIdentifierCollection<Base, ID>.Index
    )
}

// u044a5972f6 IndexedIdentifierCollection.index(before: IndexedIdentifierCollection<Base, ID>.Index) where Base :
//   BidirectionalCollection
@MainActor func use_044a5972f6<Base: BidirectionalCollection & Collection, ID: Hashable>(
    _ subject: IndexedIdentifierCollection<Base, ID>,
    _ generics: (Base, ID).Type
) {
    let _: IndexedIdentifierCollection<Base, ID>.Index = subject.index(
        before: sample() as IndexedIdentifierCollection<Base, ID>.Index
    )
}

import Foundation

extension ForEach where Content: View {
    /// One view per element of a binding to a collection of identifiable elements; each view gets a binding
    /// to its element.
    @_disfavoredOverload
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable,
            C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }
    /// One view per element of a binding to a collection, identified by a key path; each view gets a binding
    /// to its element.
    @_disfavoredOverload
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.init(data: elements, id: \.1, content: { content(ForEachBinding.element(of: data, at: $0.0)) })
    }
    /// One view per element of a binding to an editable collection of identifiable elements (a still frame
    /// is never edited: the edit actions are kept).
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
            C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }
    /// One view per element of a binding to an editable collection, identified by a key path (a still frame
    /// is never edited: the edit actions are kept).
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
            C.Index: Hashable {
        let elements = IndexedIdentifierCollection(base: data.wrappedValue, id: id)
        self.init(data: elements, id: \.id, content: {
            EditableCollectionContent(content: content(ForEachBinding.element(of: data, at: $0.index)))
        })
    }
}

/// A binding to one element of a bound collection.
enum ForEachBinding {
    static func element<C: MutableCollection>(of data: Binding<C>, at index: C.Index) -> Binding<C.Element> {
        Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
    }
}

/// The edits a user may make to a collection's rows, as SwiftUI's `EditActions` (a still frame is never
/// edited: they are kept).
nonisolated public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions as bits.
    public let rawValue: Int
    /// Actions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Every action the collection allows (none for a collection that is neither mutable nor replaceable).
    public static var all: EditActions<Data> { EditActions(rawValue: 0) }
}
extension EditActions where Data: RangeReplaceableCollection {
    /// Rows can be deleted.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }
    /// Every action the collection allows: deleting.
    public static var all: EditActions<Data> { .delete }
}
extension EditActions where Data: MutableCollection {
    /// Rows can be moved.
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
    /// Every action the collection allows: moving.
    public static var all: EditActions<Data> { .move }
}
extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    /// Every action the collection allows: deleting and moving.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

/// A collection's indices paired with its elements' identifiers, as SwiftUI's `IndexedIdentifierCollection`.
nonisolated public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// One element's index and identifier.
    public struct Element {
        let index: Base.Index
        let id: ID
    }
    /// A position: the base collection's.
    public typealias Index = Base.Index
    let base: Base
    let idPath: KeyPath<Base.Element, ID>
    init(base: Base, id: KeyPath<Base.Element, ID>) { self.base = base; idPath = id }
    /// The first position.
    public var startIndex: IndexedIdentifierCollection<Base, ID>.Index { base.startIndex }
    /// The past-the-end position.
    public var endIndex: IndexedIdentifierCollection<Base, ID>.Index { base.endIndex }
    /// The index and identifier of the element at `position`.
    public subscript(position: IndexedIdentifierCollection<Base, ID>.Index)
        -> IndexedIdentifierCollection<Base, ID>.Element {
        Element(index: position, id: base[position][keyPath: idPath])
    }
    /// The position after `i`.
    public func index(after i: IndexedIdentifierCollection<Base, ID>.Index)
        -> IndexedIdentifierCollection<Base, ID>.Index { base.index(after: i) }
}
extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    /// The position before `i`.
    public func index(before i: IndexedIdentifierCollection<Base, ID>.Index)
        -> IndexedIdentifierCollection<Base, ID>.Index { base.index(before: i) }
}
extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}

/// One row of an editable `ForEach`: its content (a still frame shows no edit controls).
nonisolated public struct EditableCollectionContent<Content, Data> {
    let content: Content
}
extension EditableCollectionContent: View where Content: View {
    public var body: some View { content }
}

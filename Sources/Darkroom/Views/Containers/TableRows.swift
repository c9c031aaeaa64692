import Foundation

/// A row as a table draws it: a row value, or a section header's view. **Unstable** and opaque: public only
/// because the default `TableRowContent._tableRows` is.
nonisolated public struct _TableRowDescription<Value> {
    enum Kind {
        case value(Value)
        case header(AnyView)
    }
    let kind: Kind
    /// How deep in an outline the row is (0: a top-level row).
    var depth = 0
}

/// Content that describes a table's rows, as SwiftUI's `TableRowContent`.
///
/// A type of your own conforms by giving a `tableRowBody` made of rows, as a view gives a `body`.
public protocol TableRowContent<TableRowValue> {
    /// The type of the rows' values.
    associatedtype TableRowValue: Identifiable = Self.TableRowBody.TableRowValue
    /// The type of the content's body.
    associatedtype TableRowBody: TableRowContent
    /// The rows this content is made of.
    var tableRowBody: Self.TableRowBody { get }
    /// The rows, in order: engine SPI, so the row content Darkroom declares is the one there is.
    @_spi(Engine) var _tableRows: [_TableRowDescription<TableRowValue>] { get }
}

// The default is what every row content outside Darkroom conforms with, so it stays public (as `View`'s hooks).
extension TableRowContent {
    /// The rows of `tableRowBody`. **Unstable**: Darkroom's hook, not API; it may change in any release.
    public var _tableRows: [_TableRowDescription<TableRowValue>] {
        tableRowBody._tableRows as? [_TableRowDescription<TableRowValue>] ?? []
    }
    /// The row values, in order, without section headers.
    var tableRowValues: [TableRowValue] {
        _tableRows.compactMap { if case .value(let value) = $0.kind { value } else { nil } }
    }
}

/// Row content whose rows are made from a collection, as SwiftUI's `DynamicTableRowContent`.
public protocol DynamicTableRowContent: TableRowContent {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection the rows are made from.
    var data: Self.Data { get }
}

extension Never: TableRowContent {
    public typealias TableRowValue = Never
    public typealias TableRowBody = Never
    /// Never called: `Never` is the body of the primitive row contents.
    public var tableRowBody: Never { switch self {} }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<Never>] { [] }
}

/// One row of a table, as SwiftUI's `TableRow`.
nonisolated public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let value: Value
    /// A row showing `value`.
    public init(_ value: Value) { self.value = value }
    /// Never called: a row is primitive.
    public var tableRowBody: Never { primitiveBody("TableRow") }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<Value>] { [_TableRowDescription(kind: .value(value))] }
}

/// The rows of a table made from a collection, as SwiftUI's `TableForEachContent`.
nonisolated public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
    where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    let data: Data
    /// Never called: the rows are primitive.
    public var tableRowBody: Never { primitiveBody("TableForEachContent") }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<Data.Element>] {
        data.map { _TableRowDescription(kind: .value($0)) }
    }
}

/// No rows: the missing header or footer of a table section, as SwiftUI's `EmptyTableRowContent`.
nonisolated public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    init() {}
    /// Never called: no rows are primitive.
    public var tableRowBody: Never { primitiveBody("EmptyTableRowContent") }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<Value>] { [] }
}

/// A section header row of a table, as SwiftUI's `TableHeaderRowContent`: drawn as a list's section header.
nonisolated public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let content: Content
    /// Never called: a header row is primitive.
    public var tableRowBody: Never { primitiveBody("TableHeaderRowContent") }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<Value>] {
        [_TableRowDescription(kind: .header(AnyView(content)))]
    }
}

/// Rows a table row builder joined, as SwiftUI's `TupleTableRowContent`.
nonisolated public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    /// The joined row contents, as a tuple.
    public var value: T
    let rows: (T) -> [_TableRowDescription<Value>]
    /// Never called: joined rows are primitive.
    public var tableRowBody: Never { primitiveBody("TupleTableRowContent") }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<Value>] { rows(value) }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableRowBody = Never
    /// Never called: an optional row content is primitive.
    public var tableRowBody: Never { primitiveBody("Optional") }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<Wrapped.TableRowValue>] { self?._tableRows ?? [] }
}

extension _ConditionalContent: TableRowContent
    where TrueContent: TableRowContent, FalseContent: TableRowContent,
          TrueContent.TableRowValue == FalseContent.TableRowValue {
    public typealias TableRowValue = TrueContent.TableRowValue
    public typealias TableRowBody = Never
    /// Never called: a branch's rows are primitive.
    public var tableRowBody: Never { primitiveBody("_ConditionalContent") }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<TrueContent.TableRowValue>] {
        switch storage {
        case .trueContent(let rows): rows._tableRows
        case .falseContent(let rows): rows._tableRows
        }
    }
}

/// Collects a table's rows, as SwiftUI's `TableRowBuilder`: a block of up to ten row contents, `if` and
/// `switch`; `ForEach` makes rows from a collection.
@resultBuilder
nonisolated public struct TableRowBuilder<Value: Identifiable> {
    /// Row content, as written.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
        where Value == Content.TableRowValue { content }
    /// A block of one row content.
    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where Value == C.TableRowValue { content }
}

extension TableRowBuilder {
    /// The rows of an `if` without `else`: none when the condition is false.
    public static func buildIf<C: TableRowContent>(_ content: C?) -> C? where Value == C.TableRowValue { content }
    /// The rows of an `if` or `switch` branch.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> _ConditionalContent<T, F>
        where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The rows of an `else` or later `switch` branch.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> _ConditionalContent<T, F>
        where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// A block of 2 row contents, in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableRowContent<Value, (C0, C1)>
    where Value == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue {
        TupleTableRowContent(value: (c0, c1)) {
            $0.0._tableRows + $0.1._tableRows
        }
    }
    /// A block of 3 row contents, in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where Value == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2)) {
            $0.0._tableRows + $0.1._tableRows + $0.2._tableRows
        }
    }
    /// A block of 4 row contents, in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where Value == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3)) {
            $0.0._tableRows + $0.1._tableRows + $0.2._tableRows + $0.3._tableRows
        }
    }
    /// A block of 5 row contents, in order.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where Value == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4)) {
            $0.0._tableRows + $0.1._tableRows + $0.2._tableRows + $0.3._tableRows + $0.4._tableRows
        }
    }
    /// A block of 6 row contents, in order.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where Value == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5)) {
            $0.0._tableRows + $0.1._tableRows + $0.2._tableRows + $0.3._tableRows + $0.4._tableRows + $0.5._tableRows
        }
    }
    /// A block of 7 row contents, in order.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent, C6: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where Value == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue,
          C5.TableRowValue == C6.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6)) {
            $0.0._tableRows + $0.1._tableRows + $0.2._tableRows + $0.3._tableRows + $0.4._tableRows + $0.5._tableRows
                + $0.6._tableRows
        }
    }
    /// A block of 8 row contents, in order.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent, C6: TableRowContent, C7: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where Value == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue,
          C5.TableRowValue == C6.TableRowValue,
          C6.TableRowValue == C7.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7)) {
            $0.0._tableRows + $0.1._tableRows + $0.2._tableRows + $0.3._tableRows + $0.4._tableRows + $0.5._tableRows
                + $0.6._tableRows + $0.7._tableRows
        }
    }
    /// A block of 9 row contents, in order.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where Value == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue,
          C5.TableRowValue == C6.TableRowValue,
          C6.TableRowValue == C7.TableRowValue,
          C7.TableRowValue == C8.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8)) {
            $0.0._tableRows + $0.1._tableRows + $0.2._tableRows + $0.3._tableRows + $0.4._tableRows + $0.5._tableRows
                + $0.6._tableRows + $0.7._tableRows + $0.8._tableRows
        }
    }
    /// A block of 10 row contents, in order.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where Value == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue,
          C5.TableRowValue == C6.TableRowValue,
          C6.TableRowValue == C7.TableRowValue,
          C7.TableRowValue == C8.TableRowValue,
          C8.TableRowValue == C9.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) {
            $0.0._tableRows + $0.1._tableRows + $0.2._tableRows + $0.3._tableRows + $0.4._tableRows + $0.5._tableRows
                + $0.6._tableRows + $0.7._tableRows + $0.8._tableRows + $0.9._tableRows
        }
    }
}

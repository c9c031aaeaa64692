import Foundation

/// The columns of a table as the person using it arranged them, as SwiftUI's `TableColumnCustomization`: which
/// columns are hidden, by their `customizationID`.
///
/// A still frame draws the columns in the order the code gives them; a column hidden here is left out of a
/// regular-width table. The value is `Codable`, so an app can store it (as with `@SceneStorage`).
nonisolated public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    var visibility: [String: Visibility] = [:]

    /// No customization: every column as the code declares it.
    public init() {}

    /// The visibility of the column with the customization identifier `id` (`.automatic` when never set).
    public subscript(visibility id: String) -> Visibility {
        get { visibility[id] ?? .automatic }
        set { visibility[id] = newValue == .automatic ? nil : newValue }
    }

    /// Puts the columns back in the order the code declares them (a render never reorders them).
    public mutating func resetOrder() {}

    private enum CodingKeys: String, CodingKey { case hidden, visible }

    /// Writes the customization as the identifiers of the hidden and the shown columns.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(visibility.filter { $0.value == .hidden }.keys.sorted(), forKey: .hidden)
        try container.encode(visibility.filter { $0.value == .visible }.keys.sorted(), forKey: .visible)
    }

    /// Reads a customization `encode(to:)` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for id in try container.decodeIfPresent([String].self, forKey: .hidden) ?? [] { visibility[id] = .hidden }
        for id in try container.decodeIfPresent([String].self, forKey: .visible) ?? [] { visibility[id] = .visible }
    }
}

/// What a person may change about a table's column, as SwiftUI's `TableColumnCustomizationBehavior`.
///
/// A still frame has no one to change anything, so the behaviours only describe the column.
nonisolated public struct TableColumnCustomizationBehavior: SetAlgebra, Sendable {
    public typealias Element = TableColumnCustomizationBehavior
    public typealias ArrayLiteralElement = TableColumnCustomizationBehavior
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }
    /// No behaviour.
    public init() { rawValue = 0 }

    /// Every behaviour: reordering, resizing and hiding.
    public static var all: TableColumnCustomizationBehavior { [.reorder, .resize, .visibility] }
    /// Moving the column among the others.
    public static let reorder = TableColumnCustomizationBehavior(rawValue: 1 << 0)
    /// Changing the column's width.
    public static let resize = TableColumnCustomizationBehavior(rawValue: 1 << 1)
    /// Hiding and showing the column.
    public static let visibility = TableColumnCustomizationBehavior(rawValue: 1 << 2)

    /// Whether every behaviour of `member` is in the set.
    public func contains(_ member: TableColumnCustomizationBehavior.Element) -> Bool {
        rawValue & member.rawValue == member.rawValue
    }
    /// The behaviours of either set.
    public func union(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior {
        Self(rawValue: rawValue | other.rawValue)
    }
    /// The behaviours of both sets.
    public func intersection(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior {
        Self(rawValue: rawValue & other.rawValue)
    }
    /// The behaviours of one set but not both.
    public func symmetricDifference(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior {
        Self(rawValue: rawValue ^ other.rawValue)
    }
    /// Adds `newMember`'s behaviours.
    @discardableResult
    public mutating func insert(_ newMember: TableColumnCustomizationBehavior.Element)
        -> (inserted: Bool, memberAfterInsert: TableColumnCustomizationBehavior.Element) {
        let inserted = !contains(newMember)
        formUnion(newMember)
        return (inserted, newMember)
    }
    /// Removes `member`'s behaviours, returning them if they were all in the set.
    @discardableResult
    public mutating func remove(_ member: TableColumnCustomizationBehavior.Element)
        -> TableColumnCustomizationBehavior.Element? {
        let removed = contains(member) ? member : nil
        self = Self(rawValue: rawValue & ~member.rawValue)
        return removed
    }
    /// Adds `newMember`'s behaviours, returning them if they were all in the set already.
    @discardableResult
    public mutating func update(with newMember: TableColumnCustomizationBehavior.Element)
        -> TableColumnCustomizationBehavior.Element? {
        let existing = contains(newMember) ? newMember : nil
        formUnion(newMember)
        return existing
    }
    /// Adds the behaviours of `other`.
    public mutating func formUnion(_ other: TableColumnCustomizationBehavior) { self = union(other) }
    /// Keeps the behaviours also in `other`.
    public mutating func formIntersection(_ other: TableColumnCustomizationBehavior) { self = intersection(other) }
    /// Keeps the behaviours in one set but not both.
    public mutating func formSymmetricDifference(_ other: TableColumnCustomizationBehavior) {
        self = symmetricDifference(other)
    }
}

/// Column content with its columns' descriptions changed (visibility), as the column content modifiers return.
nonisolated struct ModifiedTableColumns<Base: TableColumnContent>: TableColumnContent {
    typealias TableRowValue = Base.TableRowValue
    typealias TableColumnSortComparator = Base.TableColumnSortComparator
    typealias TableColumnBody = Never
    let base: Base
    let change: (inout _TableColumnDescription<Base.TableRowValue>) -> Void
    var tableColumnBody: Never { primitiveBody("ModifiedTableColumns") }
    var _tableColumns: [_TableColumnDescription<Base.TableRowValue>] {
        base._tableColumns.map { column in
            var column = column
            change(&column)
            return column
        }
    }
}

extension TableColumnContent {
    /// Whether the columns show by default: `.hidden` leaves them out of a regular-width table (a compact one shows
    /// only its first column anyway).
    public func defaultVisibility(_ visibility: Visibility)
        -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        ModifiedTableColumns(base: self) { $0.isHidden = visibility == .hidden }
    }
    /// The identifier a `TableColumnCustomization` knows the columns by.
    public func customizationID(_ id: String)
        -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        ModifiedTableColumns(base: self) { $0.customizationID = id }
    }
    /// Which customizations a person may not make to the columns (none can be made in a still frame).
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior)
        -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        ModifiedTableColumns(base: self) { _ in }
    }
}

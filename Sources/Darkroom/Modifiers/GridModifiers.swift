import Foundation

/// Keys for the grid cell modifiers; stored as layout values on the cell's node.
enum GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
enum GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
enum GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }
enum GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }

extension LayoutNode {
    func value<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        (layoutValue(ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }
}

nonisolated extension View {
    /// Makes this grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }
    /// Overrides the horizontal alignment of the whole column this cell is in.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: Optional(guide))
    }
    /// Keeps this cell from sizing its column (horizontal) or row (vertical); it takes what the others decide.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
    /// Positions this cell's content by a unit point of its cell, overriding the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: Optional(anchor))
    }
}

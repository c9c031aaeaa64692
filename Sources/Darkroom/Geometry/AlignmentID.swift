import Foundation

/// A type that identifies an alignment guide and supplies its default value.
public protocol AlignmentID {
    /// The guide's value, in the view's own coordinates, when the view sets no explicit value.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Identity of an alignment guide: its `AlignmentID` type and axis.
struct AlignmentKey: Hashable, Sendable {
    let id: ObjectIdentifier
    let axis: Axis
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    init<ID: AlignmentID>(_ id: ID.Type, axis: Axis) {
        self.id = ObjectIdentifier(id)
        self.axis = axis
        self.defaultValue = { ID.defaultValue(in: $0) }
    }
    static func == (l: AlignmentKey, r: AlignmentKey) -> Bool { l.id == r.id && l.axis == r.axis }
    func hash(into h: inout Hasher) { h.combine(id); h.combine(axis) }
}

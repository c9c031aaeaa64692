import Foundation

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// Creates a custom alignment from an `AlignmentID`.
    public init(_ id: AlignmentID.Type) {
        func make<T: AlignmentID>(_ t: T.Type) -> AlignmentKey { AlignmentKey(t, axis: .vertical) }
        key = make(id)
    }
    init(key: AlignmentKey) { self.key = key }
    public static func == (l: Self, r: Self) -> Bool { l.key == r.key }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    // A view without text has its baselines at its bottom edge, as in SwiftUI.
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }

    /// The top edge.
    public static let top = VerticalAlignment(Top.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the first line of text in the view (the bottom for views without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the last line of text in the view (the bottom for views without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

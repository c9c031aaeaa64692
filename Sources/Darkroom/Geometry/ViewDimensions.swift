import Foundation

/// A view's size and its alignment guides, in its own coordinate space.
public struct ViewDimensions: Equatable {
    /// The view's width in points.
    public let width: CGFloat
    /// The view's height in points.
    public let height: CGFloat
    let explicitValue: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width; height = size.height; explicitValue = explicit
    }

    func value(_ key: AlignmentKey) -> CGFloat { explicitValue(key) ?? key.defaultValue(self) }

    /// The position of `guide` in the view: its explicit value if an `alignmentGuide` set one, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
    /// The position of `guide` in the view: its explicit value if an `alignmentGuide` set one, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }
    /// The value an `alignmentGuide` set for `guide`, or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The value an `alignmentGuide` set for `guide`, or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    public static func == (l: ViewDimensions, r: ViewDimensions) -> Bool { l.width == r.width && l.height == r.height }
}

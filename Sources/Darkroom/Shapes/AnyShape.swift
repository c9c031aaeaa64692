import Foundation

/// A type-erased shape, as SwiftUI's `AnyShape`: draws as the shape it wraps.
nonisolated public struct AnyShape: Shape, @unchecked Sendable {
    private let base: any Shape
    private let outline: (CGRect) -> Path
    private let sizing: (ProposedViewSize) -> CGSize
    private let stroke: StrokeStyle?

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        if let erased = shape as? AnyShape {
            self = erased
            return
        }
        base = shape
        outline = { shape.path(in: $0) }
        sizing = { shape.sizeThatFits($0) }
        stroke = shape._strokeStyle
    }
    /// The wrapped shape's outline.
    public func path(in rect: CGRect) -> Path { outline(rect) }
    /// The wrapped shape's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
    @_spi(Engine) public var _strokeStyle: StrokeStyle? { stroke }
    /// The wrapped shape's behaviour in a right-to-left layout.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
    /// A type-erased shape does not animate its wrapped shape's data.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {} // swiftlint:disable:this unused_setter_value
    }
}

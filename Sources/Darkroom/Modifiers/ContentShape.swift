import Foundation

nonisolated extension View {
    /// Defines the view's hit-testing shape. A renderer has no hit testing and
    /// `contentShape` never changes layout or drawing in SwiftUI, so Darkroom
    /// accepts it and leaves the view as it is.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        nodeModifier { node in node }
    }
    /// Defines the shape of one kind of interaction (hit testing, previews…): no effect on rendering.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        nodeModifier { node in node }
    }
}

/// The kinds of content shape (interaction, previews, hover…); rendering ignores them.
public struct ContentShapeKinds: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The shape for hit testing of taps, gestures and other interactions.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The shape of the preview shown while the view is dragged.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The shape of the preview shown with a context menu.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The shape of the hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The shape of the focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The shape accessibility uses for the view's frame and hit testing.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

import Foundation

// How assistive technologies act on a view: its activation point, scroll, adjust and zoom actions, direct touch,
// a replacement for its element tree. None is run in a render and the view is drawn as it is.

/// A zoom gesture assistive technologies perform on a view, as SwiftUI's `AccessibilityZoomGestureAction`.
nonisolated public struct AccessibilityZoomGestureAction: Sendable {
    /// The direction of a zoom.
    public enum Direction: Hashable, Sendable {
        /// Zooms in.
        case zoomIn
        /// Zooms out.
        case zoomOut
    }
    /// Whether the gesture zooms in or out.
    public let direction: Direction
    /// Where the gesture is, in the view's unit square.
    public let location: UnitPoint
    /// Where the gesture is, in the view's coordinates.
    public let point: CGPoint
}

/// Options of a direct-touch area, as SwiftUI's `AccessibilityDirectTouchOptions`.
nonisolated public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: UInt
    /// An option set from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// VoiceOver does not speak when the area is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// The area takes touches only after it is activated.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// The direction of an adjustable action, as SwiftUI's `AccessibilityAdjustmentDirection`.
nonisolated public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Increments the value.
    case increment
    /// Decrements the value.
    case decrement
}

/// The kind of text a view holds, as SwiftUI's `AccessibilityTextContentType`.
nonisolated public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String
    /// Plain text.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// Console output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// File names and paths.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// Prose, as in a book.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// Spreadsheet cells.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word-processing document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// The part a view plays in a labeled pair, as SwiftUI's `AccessibilityLabeledPairRole`.
nonisolated public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The view labels the pair.
    case label
    /// The view is the pair's content.
    case content
}

nonisolated extension View {
    /// Where assistive technologies activate the view; no effect on the picture.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }
    /// Where assistive technologies activate the view; no effect on the picture.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }
    /// The action that scrolls the view for assistive technologies; never run in a render.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }
    /// The action that adjusts the view's value for assistive technologies; never run in a render.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> some View
    { self }
    /// The action that zooms the view for assistive technologies; never run in a render.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
        self
    }
    /// Lets touches reach the view directly under VoiceOver; no effect on the picture.
    public func accessibilityDirectTouch(
        _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
    ) -> some View { self }
    /// The kind of text the view holds, for assistive technologies; no effect on the picture.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }
    /// Pairs the view with a label or content elsewhere, for assistive technologies; no effect on the picture.
    public func accessibilityLabeledPair<ID: Hashable>(
        role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
    ) -> some View { self }
    /// Groups the view with others of `id`, for assistive technologies; no effect on the picture.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    /// Marks the view as an entry of a custom rotor; no effect on the picture.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    /// Children assistive technologies see instead of the view's own; they are not drawn.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    /// An element tree assistive technologies see instead of the view's; it is not drawn.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    /// A view the large content viewer shows on long press; it is not drawn.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V)
        -> some View
    { self }
}

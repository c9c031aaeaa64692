import Foundation

// How assistive technologies act on a view: its activation point, scroll, adjust and zoom actions, direct touch,
// a replacement for its element tree. None is run in a render and the view is drawn as it is.

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
    /// Groups the view with others of `id`, for assistive technologies; no effect on the picture.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    /// Children assistive technologies see instead of the view's own; they are not drawn.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    /// An element tree assistive technologies see instead of the view's; it is not drawn.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    /// A view the large content viewer shows on long press; it is not drawn.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V)
        -> some View
    { self }
}

import Foundation

/// Where a pointer hovering over a view is, as SwiftUI's `HoverPhase`.
nonisolated public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this point.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

nonisolated extension View {
    /// Calls `action` as a pointer moves over the view; a still frame has no pointer, so it is never called.
    @_disfavoredOverload
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View { self }
    /// Calls `action` as a pointer moves over the view; a still frame has no pointer, so it is never called.
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View { self }
}

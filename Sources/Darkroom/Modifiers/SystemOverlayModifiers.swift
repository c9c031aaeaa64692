import Foundation

// A render has no device around it, so no system overlays or gestures: these modifiers draw nothing.

extension View {
    /// Preferred visibility of system overlays (no device).
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    /// Edges where system gestures wait (no device).
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
    /// The status bar: there is none.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// The status bar (iOS 13 spelling): there is none.
    nonisolated public func statusBar(hidden: Bool) -> some View { self }
}

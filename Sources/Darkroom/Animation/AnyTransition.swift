import Foundation

/// A transition between views. A render shows the inserted state.
public struct AnyTransition: Sendable {
    let name: String
    /// No transition.
    public static let identity = AnyTransition(name: "identity")
    /// Fades in and out.
    public static let opacity = AnyTransition(name: "opacity")
    /// Grows in and shrinks out.
    public static let scale = AnyTransition(name: "scale")
    /// Slides in from the leading edge, out to the trailing edge.
    public static let slide = AnyTransition(name: "slide")
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

nonisolated extension View {
    /// How the view enters and leaves; a render shows it inserted.
    public func transition(_ t: AnyTransition) -> some View { self }
}

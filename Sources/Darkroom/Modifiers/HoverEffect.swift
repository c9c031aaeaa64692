import Foundation

/// Pointer hover effects.
nonisolated public struct HoverEffect: Sendable {
    let kind: Int
    /// The platform's effect.
    public static let automatic = HoverEffect(kind: 0)
    /// A highlight behind the view.
    public static let highlight = HoverEffect(kind: 1)
    /// The view lifts with a shadow.
    public static let lift = HoverEffect(kind: 2)
}

extension View {
    /// Hover highlight (no pointer here).
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }
}

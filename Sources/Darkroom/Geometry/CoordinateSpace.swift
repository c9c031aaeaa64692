import Foundation

/// A resolved coordinate space.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The render's root: the picture's top-left corner.
    case global
    /// The view's own space.
    case local
    /// The space a `coordinateSpace(name:)` modifier named.
    case named(AnyHashable)
}

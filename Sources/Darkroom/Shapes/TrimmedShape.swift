import Foundation

extension Shape {
    /// The part of the shape's outline between two fractions of its length, as
    /// SwiftUI's `trim(from:to:)` (progress rings: `Circle().trim(from: 0, to: 0.7).stroke(...)`).
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape trimmed to part of its outline.
nonisolated public struct _TrimmedShape<Content: Shape>: Shape {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

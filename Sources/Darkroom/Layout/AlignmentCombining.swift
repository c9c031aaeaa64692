import Foundation

extension AlignmentKey {
    /// Merges the explicit guide values of a container's children (already in the
    /// container's coordinates) as SwiftUI's `combineExplicit(_:)` documents:
    /// the first text baseline is the topmost, the last text baseline the
    /// bottommost, and every other guide the mean of the values.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        if self == VerticalAlignment.firstTextBaseline.key { return values.min() }
        if self == VerticalAlignment.lastTextBaseline.key { return values.max() }
        return values.reduce(0, +) / CGFloat(values.count)
    }
}


import Foundation

/// How `drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable, Hashable {
    /// Fills with the non-zero winding rule.
    case fill = 0
    /// Fills with the even-odd rule.
    case eoFill
    /// Strokes the outline.
    case stroke
    /// Fills (non-zero), then strokes.
    case fillStroke
    /// Fills (even-odd), then strokes.
    case eoFillStroke
}

import Foundation

/// Where a popover's arrow points.
nonisolated public enum PopoverAttachmentAnchor: Sendable {
    /// The arrow points at a rectangle of the view, such as its bounds (`.rect(.bounds)`, the default).
    case rect(Anchor<CGRect>.Source)
    /// The arrow points at a unit point of the view's bounds.
    case point(UnitPoint)
}

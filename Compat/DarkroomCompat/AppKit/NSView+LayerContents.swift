#if !(canImport(AppKit) && canImport(SwiftUI))
import Foundation

extension NSView {
    /// When AppKit redraws a layer-backed view's contents, as its `NSView.LayerContentsRedrawPolicy`. A snapshot
    /// draws the view's current state whatever the policy.
    public enum LayerContentsRedrawPolicy: Int, Sendable {
        /// Never redraw; resizing scales the old contents.
        case never = 0
        /// Redraw when `needsDisplay` is set.
        case onSetNeedsDisplay = 1
        /// Redraw during live resizing.
        case duringViewResize = 2
        /// Redraw before a resize animation.
        case beforeViewResize = 3
        /// Crossfade old and new contents.
        case crossfade = 4
    }

    /// Where a layer's old contents sit when its view resizes, as AppKit's `NSView.LayerContentsPlacement`.
    public enum LayerContentsPlacement: Int, Sendable {
        /// Stretched to the new size.
        case scaleAxesIndependently = 0
        /// Scaled to fit, aspect kept.
        case scaleProportionallyToFit = 1
        /// Scaled to fill, aspect kept.
        case scaleProportionallyToFill = 2
        /// Centred, unscaled.
        case center = 3
        /// At the top edge.
        case top = 4
        /// At the top-right corner.
        case topRight = 5
        /// At the right edge.
        case right = 6
        /// At the bottom-right corner.
        case bottomRight = 7
        /// At the bottom edge.
        case bottom = 8
        /// At the bottom-left corner.
        case bottomLeft = 9
        /// At the left edge.
        case left = 10
        /// At the top-left corner.
        case topLeft = 11
    }
}
#endif

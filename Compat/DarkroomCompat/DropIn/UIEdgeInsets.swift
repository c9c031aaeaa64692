#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// Inset distances for views, as UIKit's `UIEdgeInsets` (left/right, not leading/trailing).
public struct UIEdgeInsets: Hashable, Sendable {
    /// The insets in points from each edge.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    /// Insets from each edge, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// No insets.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by insets, as UIKit's `inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}

extension EdgeInsets {
    /// SwiftUI insets from UIKit insets, in a left-to-right layout.
    public init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
#endif

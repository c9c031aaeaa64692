#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A rectangle layout can refer to, as UIKit's `UILayoutGuide`: the safe area
/// (`safeAreaLayoutGuide`) and the margins (`layoutMarginsGuide`) of a view.
public final class UILayoutGuide {
    private let frame: () -> CGRect
    /// The view whose area the guide describes.
    public private(set) weak var owningView: UIView?
    /// A name for debugging.
    public var identifier = ""

    init(view: UIView, frame: @escaping () -> CGRect) { owningView = view; self.frame = frame }

    /// The guide's rectangle in its view's coordinates.
    public var layoutFrame: CGRect { frame() }
}

extension UIView {
    /// The view's area inside its safe-area insets: its bounds here (an off-screen window has none).
    public var safeAreaLayoutGuide: UILayoutGuide {
        UILayoutGuide(view: self) { [unowned self] in bounds.inset(by: safeAreaInsets) }
    }
    /// The view's area inside its layout margins (8 points on each side, UIKit's default).
    public var layoutMarginsGuide: UILayoutGuide {
        UILayoutGuide(view: self) { [unowned self] in bounds.inset(by: layoutMargins) }
    }
    /// The default spacing inside the view's edges: 8 points on each side, as UIKit's.
    public var layoutMargins: UIEdgeInsets { UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
}
#endif

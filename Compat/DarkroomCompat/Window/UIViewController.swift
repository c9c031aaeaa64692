#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// Owns a view, as UIKit's `UIViewController`.
///
/// `view` is declared `UIView!` as in UIKit, so `let view = controller.view`
/// is a `UIView?` and `controller.view.bounds` unwraps implicitly. The view is
/// made on first access by `loadView()`.
open class UIViewController {
    private var loadedView: UIView?

    /// The controller's view, made by `loadView()` on first access.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    /// Whether `view` has been made.
    public var isViewLoaded: Bool { loadedView != nil }
    /// The appearance forced on the controller's view and what it hosts; `.unspecified` inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { loadedView?.setNeedsDisplay() }
    }
    /// The size the controller would like in a container (stored only: nothing lays controllers out).
    open var preferredContentSize: CGSize = .zero

    /// A controller; its view is made on first use of `view`.
    public init() {}

    /// Makes `view`; the default is a plain view the size of the screen.
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
    /// Called once `view` exists.
    open func viewDidLoad() {}
}
#endif

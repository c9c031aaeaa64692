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
    /// Lays out the view's subviews: nothing is pending (views lay out when drawn).
    open func viewDidLayoutSubviews() {}
    /// Called before the view appears (not called here: nothing appears).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears (not called here: nothing appears).
    open func viewDidAppear(_ animated: Bool) {}

    /// Child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    public private(set) weak var parent: UIViewController?

    /// Adds a child controller; its view is added by the caller, as in UIKit, and
    /// `didMove(toParent:)` is the caller's to call.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.willMove(toParent: self)
        childController.removeFromParentQuietly()
        children.append(childController)
        childController.parent = self
    }
    /// Removes the controller from its parent (its view stays where the caller put it, as in UIKit).
    open func removeFromParent() {
        removeFromParentQuietly()
        didMove(toParent: nil)
    }
    private func removeFromParentQuietly() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller is added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}
}
#endif

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

    // What UIKit calls as a controller appears, lays out and moves. A rendered frame has no life
    // cycle: Darkroom never calls these, and they do nothing unless a subclass's code calls them.

    /// Before the view appears (never called by Darkroom).
    open func viewWillAppear(_ animated: Bool) {}
    /// After the view appeared (never called by Darkroom).
    open func viewDidAppear(_ animated: Bool) {}
    /// Before the view disappears (never called by Darkroom).
    open func viewWillDisappear(_ animated: Bool) {}
    /// After the view disappeared (never called by Darkroom).
    open func viewDidDisappear(_ animated: Bool) {}
    /// Before the view lays out its subviews (never called by Darkroom).
    open func viewWillLayoutSubviews() {}
    /// After the view laid out its subviews (never called by Darkroom).
    open func viewDidLayoutSubviews() {}
    /// Before the view changes size (never called by Darkroom).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// After the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}
    /// A child's preferred content size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Whether the controller refuses interactive dismissal (kept; nothing is presented).
    open var isModalInPresentation: Bool = false
    /// The hardware-keyboard commands the controller offers (none by default).
    open var keyCommands: [UIKeyCommand]? { nil }
    /// The status bar style the controller prefers (a rendered frame has no status bar).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden (a rendered frame has no status bar).
    open var prefersStatusBarHidden: Bool { false }
    /// How status bar changes animate.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style applies instead (none by default).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility applies instead (none by default).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Edges whose system gestures wait for the app's (none by default).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose deferred edges apply instead (none by default).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Whether the controller prefers the home indicator hidden (a rendered frame has none).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose home indicator preference applies instead (none by default).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The object that would handle `action` (none: there is no responder chain to search).
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }

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
}
#endif

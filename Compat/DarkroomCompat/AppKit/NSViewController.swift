#if !(canImport(AppKit) && canImport(SwiftUI))
import Foundation

/// Owns a view, as AppKit's `NSViewController`: `view` is made by `loadView()` on first
/// access; child controllers are kept in `children`.
open class NSViewController {
    private var loadedView: NSView?

    /// The controller's view, made by `loadView()` on first access.
    open var view: NSView {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = NSView(frame: .zero) }
                viewDidLoad()
            }
            return loadedView!
        }
        set { loadedView = newValue }
    }
    /// Whether `view` has been made.
    public var isViewLoaded: Bool { loadedView != nil }
    /// The size the controller would like in a container (stored only).
    open var preferredContentSize: NSSize = .zero
    /// The controller's title (kept).
    open var title: String?
    /// An object the view shows (kept).
    open var representedObject: Any?
    /// Child controllers, in the order they were added.
    public private(set) var children: [NSViewController] = []
    /// The controller this one is a child of.
    public private(set) weak var parent: NSViewController?

    /// A controller; its view is made on first use of `view`.
    public init() {}
    /// A controller from a nib: no nibs here, so the view is made by `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// A controller decoded from an archive: none here.
    public required init?(coder: NSCoder) { return nil }

    /// Makes `view`; the default is an empty view.
    open func loadView() { loadedView = NSView(frame: .zero) }
    /// Called once `view` exists.
    open func viewDidLoad() {}
    /// Called before the view appears (not called here: nothing appears).
    open func viewWillAppear() {}
    /// Lays out the view's subviews: nothing is pending.
    open func viewDidLayout() {}

    /// Adds a child controller (its view is not added: that is the caller's part, as in AppKit).
    open func addChild(_ childViewController: NSViewController) {
        childViewController.removeFromParent()
        children.append(childViewController)
        childViewController.parent = self
    }
    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
}
#endif

#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// Hosts a Darkroom view in the window hierarchy, as SwiftUI's
/// `UIHostingController`.
///
/// Its `view` lays the content out when drawn: the content is proposed the
/// view's bounds size and centred in it (as UIHostingController does), with
/// the default environment at the window's screen scale. No safe-area insets,
/// no background: what the content does not cover stays transparent.
open class UIHostingController<Content: View>: UIViewControllerBase {
    /// The root view. Changing it redraws the hosting view.
    public var rootView: Content {
        didSet { hostingView.setNeedsDisplay() }
    }
    private lazy var hostingView = HostingView(controller: self)
    /// The view that shows `rootView`.
    public var view: UIView { hostingView }

    public init(rootView: Content) { self.rootView = rootView }

    /// The content's size for a proposal (as SwiftUI's `sizeThatFits(in:)`):
    /// each finite dimension is proposed; an infinite one asks for the ideal size.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func dim(_ v: CGFloat) -> CGFloat? { v.isFinite ? max(0, v) : nil }
        let options = RenderOptions(proposedSize: ProposedViewSize(width: dim(size.width), height: dim(size.height)),
                                    scale: currentScale)
        return (try? ViewRenderer(options: options).layout(rootView).frame.size) ?? .zero
    }

    var currentScale: CGFloat { hostingView.window?.screen.scale ?? UIScreen.main.scale }

    /// The content laid out in the view's bounds (frames in the view's coordinates).
    public func layout() throws -> PlacedView {
        try ViewRenderer(options: options(for: hostingView.bounds.size)).layout(rootView)
    }

    func options(for size: CGSize) -> RenderOptions {
        var options = RenderOptions(scale: currentScale)
        options.canvasSize = size
        return options
    }

    func contentItems(in size: CGSize) -> [DisplayItem] {
        guard size.width > 0, size.height > 0 else { return [] }
        return (try? ViewRenderer(options: options(for: size)).displayList(rootView).items) ?? []
    }
}

/// The hosting controller's view: draws the SwiftUI content in its bounds.
final class HostingView<Content: View>: UIView {
    unowned let controller: UIHostingController<Content>
    init(controller: UIHostingController<Content>) {
        self.controller = controller
        super.init(frame: .zero)
    }
    override func contentItems() -> [DisplayItem] { controller.contentItems(in: bounds.size) }
}
#endif

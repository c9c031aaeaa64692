#if !(canImport(UIKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

/// Hosts a Darkroom view in the window hierarchy, as SwiftUI's
/// `UIHostingController`.
///
/// Its `view` (declared `UIView!`, as in UIKit) lays the content out when
/// drawn: the content is proposed the view's bounds size and centred in it (as
/// UIHostingController does), with the default environment at the window's
/// screen scale and the colour scheme of the nearest `overrideUserInterfaceStyle`
/// (light when none is set). No safe-area insets, no background: what the
/// content does not cover stays transparent.
open class UIHostingController<Content: View>: UIViewController {
    /// The root view. Changing it redraws the hosting view.
    public var rootView: Content {
        didSet { if isViewLoaded { view.setNeedsDisplay() } }
    }

    /// How the controller reports its content's size to UIKit (kept: nothing lays controllers out
    /// in a rendered frame; `sizeThatFits(in:)` and the view's intrinsic size answer directly).
    public var sizingOptions: UIHostingControllerSizingOptions = []
    /// The safe-area regions the content respects (kept: the hosting view has no safe-area insets).
    public var safeAreaRegions: SafeAreaRegions = .all

    /// A controller whose view draws `rootView` with Darkroom's renderer.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// A controller decoded from a storyboard with `rootView`. There are no storyboards on Linux and
    /// a decoder holds no controller, so this makes the controller from `rootView` alone.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// A controller decoded from a storyboard: as on Apple platforms, it cannot know its root view,
    /// so it fails (a subclass that can make its root view overrides this).
    public required init?(coder aDecoder: NSCoder) { return nil }

    /// The hosting view: it draws `rootView` in its bounds.
    open override func loadView() { view = HostingView(controller: self) }

    /// The content's size for a proposal (as SwiftUI's `sizeThatFits(in:)`):
    /// each finite dimension is proposed; an infinite one asks for the ideal size.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func dim(_ v: CGFloat) -> CGFloat? { v.isFinite ? max(0, v) : nil }
        var options = RenderOptions(proposedSize: ProposedViewSize(width: dim(size.width), height: dim(size.height)),
                                    scale: currentScale)
        options.environment = contentEnvironment
        return (try? ViewRenderer(options: options).layout(rootView).frame.size) ?? .zero
    }

    var currentScale: CGFloat { view.window?.screen.scale ?? UIScreen.main.scale }

    /// The environment the content starts from: defaults, with the colour
    /// scheme of the style forced on the hosting view, this controller or an ancestor view.
    var contentEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        if let scheme = ColorScheme(view.effectiveUserInterfaceStyle) { environment.colorScheme = scheme }
        return environment
    }

    /// The content laid out in the view's bounds (frames in the view's coordinates). Package-internal, as the
    /// placed tree is (UIKit's controller has no such method).
    package func layout() throws -> PlacedView {
        try ViewRenderer(options: options(for: view.bounds.size)).layout(rootView)
    }

    func options(for size: CGSize) -> RenderOptions {
        var options = RenderOptions(scale: currentScale, environment: contentEnvironment)
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
    /// The controller's forced style applies to its view, below the view's own.
    override var ownUserInterfaceStyle: UIUserInterfaceStyle {
        overrideUserInterfaceStyle != .unspecified ? overrideUserInterfaceStyle : controller.overrideUserInterfaceStyle
    }
    /// The content's ideal size (proposal `.unspecified`), as UIKit's hosting view reports it.
    override var intrinsicContentSize: CGSize {
        controller.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }
    /// The content's size under the proposal `size`.
    override func sizeThatFits(_ size: CGSize) -> CGSize { controller.sizeThatFits(in: size) }
}
#endif

#if !(canImport(UIKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

/// The state a cell's configuration is updated for (selected, highlighted, …), as UIKit's
/// `UIConfigurationState`.
public protocol UIConfigurationState {}

/// What a cell's content view is made from, as UIKit's `UIContentConfiguration`.
public protocol UIContentConfiguration {
    /// The view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// The configuration for `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as UIKit's `UIContentView`.
public protocol UIContentView: AnyObject {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }
}

/// A cell's content made of SwiftUI views, as SwiftUI's `UIHostingConfiguration`: the content inside the cell's
/// margins (16 points on the sides and 11 above and below, as a table cell's), at least 44 points tall, over its
/// background.
nonisolated public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let backgroundView: Background
    var margins = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    var minWidth: CGFloat?
    var minHeight: CGFloat? = 44

    /// The view a content view draws: the content in its margins, over the background.
    var hostedView: some View {
        content
            .padding(margins)
            .frame(minWidth: minWidth, maxWidth: .infinity, minHeight: minHeight, alignment: .leading)
            .background { backgroundView }
    }

    /// The same content over `content` as background.
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(content: self.content, backgroundView: content(), margins: margins,
                                           minWidth: minWidth, minHeight: minHeight)
    }
    /// The same content over `style`.
    public func background<S: ShapeStyle>(_ style: S)
        -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> {
        background { _UIHostingConfigurationBackgroundView(style: style) }
    }
    /// The same configuration with the margins of `edges` set to `length`.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }
    /// The same configuration with the margins of `edges` taken from `insets`.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        if edges.contains(.top) { copy.margins.top = insets.top }
        if edges.contains(.leading) { copy.margins.leading = insets.leading }
        if edges.contains(.bottom) { copy.margins.bottom = insets.bottom }
        if edges.contains(.trailing) { copy.margins.trailing = insets.trailing }
        return copy
    }
    /// The same configuration at least `width` wide and `height` tall (`nil`: no minimum).
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        copy.minWidth = width
        copy.minHeight = height
        return copy
    }
    /// The same configuration with the system's minimum size (44 points tall).
    public func minSize() -> UIHostingConfiguration<Content, Background> { minSize(width: nil, height: 44) }
    /// A view drawing the configuration.
    public func makeContentView() -> any UIView & UIContentView { HostingConfigurationView(self) }
    /// The same configuration: SwiftUI content follows the cell's state through its environment.
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> { self }
}

extension UIHostingConfiguration where Background == EmptyView {
    /// A configuration of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), backgroundView: EmptyView())
    }
}

/// A cell background of a shape style, as SwiftUI's `_UIHostingConfigurationBackgroundView`.
nonisolated public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
    let style: S
    public var body: some View { Rectangle().fill(style) }
}

/// The content view of a `UIHostingConfiguration`: draws the configuration's view in its bounds.
final class HostingConfigurationView: UIView, UIContentView {
    private let controller: UIHostingController<AnyView>
    private var current: any UIContentConfiguration

    init<Content: View, Background: View>(_ configuration: UIHostingConfiguration<Content, Background>) {
        controller = UIHostingController(rootView: AnyView(configuration.hostedView))
        current = configuration
        super.init(frame: .zero)
    }

    var configuration: any UIContentConfiguration {
        get { current }
        set {
            current = newValue
            if let view = (newValue as? any HostedConfiguration)?.anyHostedView { controller.rootView = view }
            setNeedsDisplay()
        }
    }

    override func contentItems() -> [DisplayItem] { controller.contentItems(in: bounds.size) }
    override var intrinsicContentSize: CGSize {
        controller.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { controller.sizeThatFits(in: size) }
}

/// A hosting configuration of any content, for a content view given a new one.
protocol HostedConfiguration {
    var anyHostedView: AnyView { get }
}

extension UIHostingConfiguration: HostedConfiguration {
    var anyHostedView: AnyView { AnyView(hostedView) }
}
#endif

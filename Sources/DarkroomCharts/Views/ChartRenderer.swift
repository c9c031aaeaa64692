@_spi(Engine) import Darkroom
import Foundation

/// A view that is a chart, as the Swift Charts betas of June 2022 declared it.
///
/// `Chart` is one; so is a chart with modifiers applied. Revived with `ChartRenderer`
/// for call sites written against Xcode 14 betas 1–2 (Apple removed both in beta 3 and
/// recommends `ImageRenderer`, which renders any `Chart` here too).
public protocol ChartView: View {}

nonisolated extension Chart: ChartView {}
nonisolated extension ModifiedContent: ChartView where Content: ChartView, Modifier: ViewModifier {}

/// Draws a chart view into a Core Graphics or `Canvas` context: a revival of the beta
/// `ChartRenderer` that Apple removed in Xcode 14 beta 3.
///
/// Both `render` methods lay the chart out at the rectangle's size and draw it with its
/// origin at the rectangle's top-left corner and y growing downward (as beta 1 did),
/// under the context's current transform: a Core Graphics caller whose space has y up
/// flips it first (`scaleBy(x: 1, y: -1)`), exactly as the old call sites do. Unlike
/// beta 2, it draws in colour. Prefer `ImageRenderer(content: chart.frame(...))`.
public final class ChartRenderer<Content: ChartView> {
    /// The chart to draw.
    public var content: Content
    /// Space kept clear inside the rectangle (the beta's "edge insets"; name chosen here).
    public var edgeInsets = EdgeInsets()
    /// The environment the chart is drawn in (defaults, like `ImageRenderer`).
    public var environment = EnvironmentValues()

    /// A renderer for a chart view.
    public init(content: Content) { self.content = content }

    /// Draws the chart into `rect` of a Core Graphics context (PDF pages included).
    public func render(to context: CGContext, in rect: CGRect) {
        guard let (list, origin) = displayList(in: rect) else { return }
        context.saveGState()
        context.translateBy(x: origin.x, y: origin.y)
        context.emit(list.items)
        context.restoreGState()
    }

    /// Draws the chart into `rect` of a `Canvas`'s graphics context.
    public func render(to context: GraphicsContext, in rect: CGRect) {
        guard let (list, origin) = displayList(in: rect) else { return }
        var ctx = context
        ctx.translateBy(x: origin.x, y: origin.y)
        ctx.record(displayItems: list.items)
    }

    /// The chart laid out inside the insets of `rect`, and where it starts.
    private func displayList(in rect: CGRect) -> (DisplayList, CGPoint)? {
        let r = rect.standardized
        let inner = CGRect(x: r.minX + edgeInsets.leading, y: r.minY + edgeInsets.top,
                           width: r.width - edgeInsets.leading - edgeInsets.trailing,
                           height: r.height - edgeInsets.top - edgeInsets.bottom)
        guard inner.width > 0, inner.height > 0, inner.width.isFinite, inner.height.isFinite else { return nil }
        let options = RenderOptions(proposedSize: ProposedViewSize(width: inner.width, height: inner.height),
                                    environment: environment)
        let view = content.frame(width: inner.width, height: inner.height)
        guard let list = try? ViewRenderer(options: options).displayList(view) else { return nil }
        return (list, inner.origin)
    }
}

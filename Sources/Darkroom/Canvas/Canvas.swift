import Foundation

/// A view for immediate-mode 2D drawing, as SwiftUI's `Canvas`.
///
/// The renderer closure receives a `GraphicsContext` and the canvas's size. It
/// runs once per render, during layout's placement pass, and what it draws is
/// recorded into the display list (vectors and text stay vectors in PDF and SVG).
/// A canvas takes the size it is offered (10 × 10 points when a dimension is
/// unspecified, like shapes) and clips its drawing to its bounds.
///
/// `opaque`, `colorMode` and `rendersAsynchronously` are accepted for source
/// compatibility: a one-shot render has no frame to keep responsive, and cairo
/// 1.16 draws 8-bit sRGB only (see `ColorRenderingMode`).
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// The views the renderer can draw with `resolveSymbol(id:)`, each tagged with its identity.
    public var symbols: Symbols
    /// The drawing closure.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas promises to be opaque (accepted; it does not change what is drawn).
    public var isOpaque: Bool
    /// The colour mode of the canvas's drawing (accepted; cairo draws 8-bit sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas renders off the main thread (accepted; a still frame is drawn once).
    public var rendersAsynchronously: Bool

    /// Creates a canvas that draws with `renderer` and can draw the views of `symbols`, each found by
    /// its `tag` with `GraphicsContext.resolveSymbol(id:)`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer; self.isOpaque = opaque; self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously; self.symbols = symbols()
    }

    public var body: Never { primitiveBody("Canvas") }

    func makeNode(_ context: ResolveContext) -> LayoutNode {
        var c = context
        c.stackAxis = nil
        let symbolNodes = Symbols.self == EmptyView.self ? [] : Resolver.children(of: symbols, c)
        return CanvasNode(renderer: renderer, environment: context.environment, symbols: symbolNodes)
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates a canvas that draws with `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbols: { EmptyView() })
    }
}

/// Lays a canvas out as a flexible leaf and records its drawing when placed.
final class CanvasNode: LayoutNode {
    private let renderer: (inout GraphicsContext, CGSize) -> Void
    private let environment: EnvironmentValues
    private let symbols: [LayoutNode]

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues,
         symbols: [LayoutNode] = []) {
        self.renderer = renderer; self.environment = environment; self.symbols = symbols
        super.init(name: "Canvas")
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let items = GraphicsContext.record(size: rect.size, environment: environment, symbols: symbols, renderer)
        var placed = PlacedView(node: self, frame: rect)
        guard !items.isEmpty else { return placed }
        placed.group = DisplayGroup(transform: CGAffineTransform(translationX: rect.minX, y: rect.minY),
                                    clips: [ClipPath(path: Path(CGRect(origin: .zero, size: rect.size)))])
        placed.items = items
        return placed
    }
}

extension GraphicsContext {
    /// Runs a drawing closure against a fresh context and returns what it recorded,
    /// in the drawing's own coordinates (origin top-left).
    static func record(
        size: CGSize, environment: EnvironmentValues, symbols: [LayoutNode] = [],
        _ renderer: (inout GraphicsContext, CGSize) throws -> Void
    ) rethrows -> [DisplayItem] {
        var context = GraphicsContext(
            recorder: Recorder(), environment: environment, bounds: CGRect(origin: .zero, size: size))
        context.symbols = symbols
        try renderer(&context, size)
        return context.recorder.items
    }
}

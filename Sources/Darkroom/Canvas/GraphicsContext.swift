import Foundation

/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext`: what a
/// `Canvas` (and `Image(size:renderer:)`) hands its drawing closure.
///
/// Darkroom's context does not touch pixels: every call *records* display items, as
/// every view does (docs/architecture.md, "The pipeline"), so a canvas drawn into a PNG,
/// a PDF or the legacy window surface shows the same geometry, and a PDF keeps its
/// vectors and text.
///
/// The context is a value: copies share the drawing destination but each has its
/// own transform, clip, opacity, blend mode, filters and environment, exactly as
/// in SwiftUI. Opacity, blend mode and filters apply to each drawing operation
/// on its own; use `drawLayer(content:)` to apply them to several at once.
public struct GraphicsContext {
    /// Where the recorded items go. Shared by copies of a context.
    final class Recorder {
        var items: [DisplayItem] = []
        init() {}
    }

    let recorder: Recorder
    /// User space → the canvas's own coordinates (origin top-left of the canvas).
    public var transform: CGAffineTransform = .identity
    /// The opacity applied to each drawing operation, 0…1.
    public var opacity: Double = 1
    /// The blend mode each drawing operation composites with.
    public var blendMode: BlendMode = .normal
    /// The environment the canvas was drawn in: resolves colours, fonts, styles.
    public internal(set) var environment: EnvironmentValues
    /// Clips in canvas coordinates (already transformed), intersected.
    var clips: [ClipPath] = []
    /// Alpha masks from `clipToLayer`, in canvas coordinates, outermost first.
    var masks: [[DisplayItem]] = []
    /// Filters in the order they were added.
    var filters: [Filter] = []
    /// The canvas's bounds, for `clipBoundingRect`.
    let bounds: CGRect
    /// The canvas's symbol views, each tagged with its identity (`resolveSymbol(id:)`).
    var symbols: [LayoutNode] = []

    init(recorder: Recorder, environment: EnvironmentValues, bounds: CGRect) {
        self.recorder = recorder; self.environment = environment; self.bounds = bounds
    }

    /// The bounding box of the current clip, in user space.
    public var clipBoundingRect: CGRect {
        var r = bounds
        for clip in clips where !clip.isInverse { r = r.safeIntersection(clip.path.boundingRect) }
        if r.isNull { return .zero }
        return r.applying(transform.inverted())
    }

    // MARK: Transforms (SwiftUI semantics: applied before the current transform)

    /// Moves the origin of later drawing by `x`, `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales later drawing by `x`, `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates later drawing by `angle` around the origin (clockwise on screen for positive angles).
    public mutating func rotate(by angle: Angle) { concatenate(CGAffineTransform(rotationAngle: angle.radians)) }
    /// Prepends `matrix` to the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        let m = matrix.concatenating(transform)
        // A NaN or infinite transform would poison every later item; SwiftUI ignores it too.
        guard [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else { return }
        transform = m
    }

    // MARK: Clipping

    /// Options for clipping.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to everything outside the shape.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Intersects the clip with a path (in user space).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let device = path.applying(transform)
        if options.contains(.inverse) {
            // Everything outside: the canvas bounds (grown generously) with the path
            // cut out by the even-odd rule.
            var p = Path(bounds.insetBy(dx: -bounds.width - 1e4, dy: -bounds.height - 1e4))
            p.addPath(device)
            clips.append(ClipPath(path: p, style: FillStyle(eoFill: true, antialiased: style.isAntialiased)))
        } else {
            clips.append(ClipPath(path: device, style: style))
        }
    }

    /// Clips to the alpha of what `content` draws (optionally scaled by `opacity`).
    /// With `.inverse`, clips to where `content` is transparent.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: Recorder(), environment: environment, bounds: bounds)
        layer.transform = transform
        layer.symbols = symbols
        try content(&layer)
        var mask = layer.recorder.items
        let o = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        if o < 1 { mask = [.group(DisplayGroup(opacity: o, items: mask))] }
        if options.contains(.inverse) {
            // Opaque everywhere, then punch out what the content covers.
            let everything = DisplayItem.fill(
                Path(bounds.insetBy(dx: -1e4, dy: -1e4)), .color(RGBA(red: 0, green: 0, blue: 0)), FillStyle())
            mask = [everything, .group(DisplayGroup(blendMode: .destinationOut, items: mask))]
        }
        masks.append(mask)
    }

    // MARK: Filters

    /// Options for filters (accepted for source compatibility; cairo works in sRGB).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filters in linear colour on Apple platforms; accepted and ignored here (filters work in sRGB).
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Adds a filter applied to every later drawing operation of this context.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    // MARK: Layers

    /// Draws `content` into a new transparent layer, then composites the layer as
    /// one operation with this context's opacity, blend mode, filters and clip.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: Recorder(), environment: environment, bounds: bounds)
        layer.transform = transform
        layer.symbols = symbols
        try content(&layer)
        guard !layer.recorder.items.isEmpty else { return }
        // The layer's items are already in canvas coordinates.
        record(layer.recorder.items, inCanvasSpace: true)
    }

    // MARK: Recording

    /// Records items given in user space (or canvas space), wrapped in exactly the
    /// groups the current state needs. A plain context appends the item itself:
    /// 50,000 strokes become 50,000 items, not 50,000 groups.
    func record(_ items: [DisplayItem], inCanvasSpace: Bool = false) {
        var content = items
        if !inCanvasSpace && !transform.isIdentity {
            content = [.group(DisplayGroup(transform: transform, items: content))]
        }
        // Filters: the first added is applied first (innermost).
        for filter in filters { content = filter.apply(to: content, environment: environment) }
        let o = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        let mode = blendMode.mode
        if o < 1 || mode != .normal {
            if o < 1, mode == .normal, let folded = Self.foldOpacity(o, into: content) {
                content = folded
            } else {
                content = [.group(DisplayGroup(opacity: o, blendMode: mode, items: content))]
            }
        }
        for mask in masks.reversed() {
            content = [.group(DisplayGroup(mask: mask, items: content))]
        }
        if !clips.isEmpty {
            content = [.group(DisplayGroup(clips: clips, items: content))]
        }
        recorder.items.append(contentsOf: content)
    }

    /// A lone solid-colour fill or stroke with opacity is the same as the colour at
    /// lower alpha: no off-screen group needed.
    private static func foldOpacity(_ o: Double, into items: [DisplayItem]) -> [DisplayItem]? {
        guard items.count == 1 else { return nil }
        switch items[0] {
        case .fill(let p, .color(let c), let s): return [.fill(p, .color(c.multipliedAlpha(o)), s)]
        case .stroke(let p, .color(let c), let s): return [.stroke(p, .color(c.multipliedAlpha(o)), s)]
        default: return nil
        }
    }
}

extension ClipPath {
    /// Inverse clips are recorded as even-odd paths around a huge rectangle.
    var isInverse: Bool { style.isEOFilled && path.boundingRect.width > 1e4 }
}

extension GraphicsContext {
    /// The blend modes of a graphics context, as SwiftUI's `GraphicsContext.BlendMode`: Core
    /// Graphics' blend modes by their raw values.
    ///
    /// `clear`, `copy`, `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop` and `xor` draw
    /// as `normal`, as `CGBlendMode`'s do: the display list's blend modes do not carry them.
    public struct BlendMode: RawRepresentable, Equatable, Hashable, Sendable {
        /// The `CGBlendMode` raw value.
        public let rawValue: Int32
        /// The blend mode with a `CGBlendMode` raw value.
        public init(rawValue: Int32) { self.rawValue = rawValue }
        init(_ mode: CGBlendMode) { rawValue = mode.rawValue }
        /// The display list's blend mode (normal for the modes it does not carry).
        var mode: Darkroom.BlendMode { CGBlendMode(rawValue: rawValue)?.blendMode ?? .normal }
        /// The view-level `BlendMode.normal`.
        public static var normal: BlendMode { BlendMode(.normal) }
        /// The view-level `BlendMode.multiply`.
        public static var multiply: BlendMode { BlendMode(.multiply) }
        /// The view-level `BlendMode.screen`.
        public static var screen: BlendMode { BlendMode(.screen) }
        /// The view-level `BlendMode.overlay`.
        public static var overlay: BlendMode { BlendMode(.overlay) }
        /// The view-level `BlendMode.darken`.
        public static var darken: BlendMode { BlendMode(.darken) }
        /// The view-level `BlendMode.lighten`.
        public static var lighten: BlendMode { BlendMode(.lighten) }
        /// The view-level `BlendMode.colorDodge`.
        public static var colorDodge: BlendMode { BlendMode(.colorDodge) }
        /// The view-level `BlendMode.colorBurn`.
        public static var colorBurn: BlendMode { BlendMode(.colorBurn) }
        /// The view-level `BlendMode.softLight`.
        public static var softLight: BlendMode { BlendMode(.softLight) }
        /// The view-level `BlendMode.hardLight`.
        public static var hardLight: BlendMode { BlendMode(.hardLight) }
        /// The view-level `BlendMode.difference`.
        public static var difference: BlendMode { BlendMode(.difference) }
        /// The view-level `BlendMode.exclusion`.
        public static var exclusion: BlendMode { BlendMode(.exclusion) }
        /// The view-level `BlendMode.hue`.
        public static var hue: BlendMode { BlendMode(.hue) }
        /// The view-level `BlendMode.saturation`.
        public static var saturation: BlendMode { BlendMode(.saturation) }
        /// The view-level `BlendMode.color`.
        public static var color: BlendMode { BlendMode(.color) }
        /// The view-level `BlendMode.luminosity`.
        public static var luminosity: BlendMode { BlendMode(.luminosity) }
        /// Porter-Duff `clear`; draws as `normal` here.
        public static var clear: BlendMode { BlendMode(.clear) }
        /// Porter-Duff `copy`; draws as `normal` here.
        public static var copy: BlendMode { BlendMode(.copy) }
        /// Porter-Duff `sourceIn`; draws as `normal` here.
        public static var sourceIn: BlendMode { BlendMode(.sourceIn) }
        /// Porter-Duff `sourceOut`; draws as `normal` here.
        public static var sourceOut: BlendMode { BlendMode(.sourceOut) }
        /// The view-level `BlendMode.sourceAtop`.
        public static var sourceAtop: BlendMode { BlendMode(.sourceAtop) }
        /// The view-level `BlendMode.destinationOver`.
        public static var destinationOver: BlendMode { BlendMode(.destinationOver) }
        /// Porter-Duff `destinationIn`; draws as `normal` here.
        public static var destinationIn: BlendMode { BlendMode(.destinationIn) }
        /// The view-level `BlendMode.destinationOut`.
        public static var destinationOut: BlendMode { BlendMode(.destinationOut) }
        /// Porter-Duff `destinationAtop`; draws as `normal` here.
        public static var destinationAtop: BlendMode { BlendMode(.destinationAtop) }
        /// Porter-Duff `xor`; draws as `normal` here.
        public static var xor: BlendMode { BlendMode(.xor) }
        /// The view-level `BlendMode.plusDarker`.
        public static var plusDarker: BlendMode { BlendMode(.plusDarker) }
        /// The view-level `BlendMode.plusLighter`.
        public static var plusLighter: BlendMode { BlendMode(.plusLighter) }
    }
}

import Foundation

/// How marks at the same position combine.
public struct MarkStackingMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind
    /// Stack marks on each other (the default for bars and areas).
    public static let standard = MarkStackingMethod(kind: .standard)
    /// Stack and scale each stack to 0…1.
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// Stack around zero (a streamgraph).
    public static let center = MarkStackingMethod(kind: .center)
    /// Draw marks from zero, overlapping.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// A mark's size along a dimension: automatic, in points, a fraction of its band, or the band minus an inset.
public struct MarkDimension: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Kind: Hashable, Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind
    /// A dimension that determines its value automatically (0.7 of the band for bars).
    public static let automatic = MarkDimension(kind: .automatic)
    /// A constant dimension in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A fraction (0…1) of the scale's step.
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(ratio)) }
    /// The scale's step minus an inset on each side.
    public static func inset(_ inset: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(inset)) }
    init(kind: Kind) { self.kind = kind }
    /// Creates a constant width or height from a floating point value.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// Creates a constant width or height from an integer.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

    /// The length in points inside a band (`band`) with `automatic` as the given fraction.
    func length(band: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: band * automatic
        case .fixed(let v): v
        case .ratio(let r): band * r
        case .inset(let i): max(0, band - 2 * i)
        }
    }
}

/// How a line or area joins its points.
public struct InterpolationMethod: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case linear, monotone, catmullRom(Double), cardinal(Double), stepStart, stepCenter, stepEnd
    }
    let kind: Kind
    /// Straight segments between points (the default).
    public static let linear = InterpolationMethod(kind: .linear)
    /// A smooth curve that never overshoots the data.
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// A Catmull–Rom spline through every point.
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(0.5))
    /// A cardinal spline through every point.
    public static let cardinal = InterpolationMethod(kind: .cardinal(0))
    /// Steps that change at each point and hold to the next.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that hold each value up to its point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// A Catmull–Rom spline through every point.
    public static func catmullRom(alpha: Double) -> InterpolationMethod {
        InterpolationMethod(kind: .catmullRom(alpha))
    }
    /// A cardinal spline through every point.
    public static func cardinal(tension: Double) -> InterpolationMethod {
        InterpolationMethod(kind: .cardinal(tension))
    }

    /// The method's name, as Swift Charts spells it.
    public var description: String {
        switch kind {
        case .linear: "linear"
        case .monotone: "monotone"
        case .catmullRom: "catmullRom"
        case .cardinal: "cardinal"
        case .stepStart: "stepStart"
        case .stepCenter: "stepCenter"
        case .stepEnd: "stepEnd"
        }
    }
}

/// A shape drawn at a point of a line or scatter chart.
public protocol ChartSymbolShape: Shape {
    /// How much of the shape's frame its outline perceptually covers (for equal-looking sizes).
    var perceptualUnitRect: CGRect { get }
}

/// The symbols Swift Charts offers by name.
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape, Hashable, Sendable {
    enum Kind: Hashable, Sendable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross,
        asterisk }
    let kind: Kind
    /// A circle symbol.
    public static let circle = BasicChartSymbolShape(kind: .circle)
    /// A square symbol.
    public static let square = BasicChartSymbolShape(kind: .square)
    /// A triangle symbol.
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    /// A diamond symbol.
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    /// A pentagon symbol.
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    /// A plus symbol.
    public static let plus = BasicChartSymbolShape(kind: .plus)
    /// A cross symbol.
    public static let cross = BasicChartSymbolShape(kind: .cross)
    /// A asterisk symbol.
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    /// The whole frame: named symbols are drawn to fill their frame.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    /// Whether the symbol is drawn as strokes (plus, cross, asterisk) rather than filled.
    var isStroked: Bool { kind == .plus || kind == .cross || kind == .asterisk }

    /// The symbol's outline fitted to `rect`.
    public func path(in rect: CGRect) -> Path {
        SymbolGeometry.path(kind, in: rect)
    }
}

nonisolated extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle symbol.
    public static var circle: BasicChartSymbolShape { .circle }
    /// A square symbol.
    public static var square: BasicChartSymbolShape { .square }
    /// A triangle symbol.
    public static var triangle: BasicChartSymbolShape { .triangle }
    /// A diamond symbol.
    public static var diamond: BasicChartSymbolShape { .diamond }
    /// A pentagon symbol.
    public static var pentagon: BasicChartSymbolShape { .pentagon }
    /// A plus symbol.
    public static var plus: BasicChartSymbolShape { .plus }
    /// A cross symbol.
    public static var cross: BasicChartSymbolShape { .cross }
    /// A asterisk symbol.
    public static var asterisk: BasicChartSymbolShape { .asterisk }
}

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    }
    let kind: Kind
    /// Above vertical bars and beside horizontal ones; centred on other marks.
    public static let automatic = AnnotationPosition(kind: .automatic)
    /// Over the mark, centred on it.
    public static let overlay = AnnotationPosition(kind: .overlay)
    /// Above the mark.
    public static let top = AnnotationPosition(kind: .top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(kind: .bottom)
    /// Before the mark, on its leading side.
    public static let leading = AnnotationPosition(kind: .leading)
    /// After the mark, on its trailing side.
    public static let trailing = AnnotationPosition(kind: .trailing)
    /// Above the mark, at its leading edge.
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    /// Above the mark, at its trailing edge.
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    /// Below the mark, at its leading edge.
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    /// Below the mark, at its trailing edge.
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// What an annotation does when it would leave the chart (accepted; a still frame keeps it where placed).
public struct AnnotationOverflowResolution: Sendable {
    /// How an overflowing annotation is resolved.
    public struct Strategy: Sendable {
        /// The system's choice.
        public static let automatic = Strategy()
        /// Moves the annotation to fit.
        public static let fit = Strategy()
        /// Moves the annotation to fit.
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
        /// Pads the scale to make room.
        public static let padScale = Strategy()
        /// Leaves the annotation where placed.
        public static let disabled = Strategy()
    }
    /// What an annotation must stay inside.
    public struct Boundary: Sendable {
        /// The system's choice.
        public static let automatic = Boundary()
        /// The plot area.
        public static let plot = Boundary()
        /// The whole chart.
        public static let chart = Boundary()
    }
    /// The system's choice (a still frame keeps annotations where placed).
    public static let automatic = AnnotationOverflowResolution()
    /// Strategies for each dimension.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    init() {}
}

/// The span of a group of marks positioned side by side with `position(by:)`.
public typealias MarkPositionSpan = MarkDimension

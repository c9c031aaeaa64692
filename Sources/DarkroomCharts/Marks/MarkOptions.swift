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
    public static let automatic = MarkDimension(kind: .automatic)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(ratio)) }
    public static func inset(_ inset: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(inset)) }
    init(kind: Kind) { self.kind = kind }
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
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
    public static let linear = InterpolationMethod(kind: .linear)
    public static let monotone = InterpolationMethod(kind: .monotone)
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(0.5))
    public static let cardinal = InterpolationMethod(kind: .cardinal(0))
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha)) }
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension)) }

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
    enum Kind: Hashable, Sendable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    public static let circle = BasicChartSymbolShape(kind: .circle)
    public static let square = BasicChartSymbolShape(kind: .square)
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    public static let plus = BasicChartSymbolShape(kind: .plus)
    public static let cross = BasicChartSymbolShape(kind: .cross)
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    /// Whether the symbol is drawn as strokes (plus, cross, asterisk) rather than filled.
    var isStroked: Bool { kind == .plus || kind == .cross || kind == .asterisk }

    public func path(in rect: CGRect) -> Path {
        SymbolGeometry.path(kind, in: rect)
    }
}

nonisolated extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { .circle }
    public static var square: BasicChartSymbolShape { .square }
    public static var triangle: BasicChartSymbolShape { .triangle }
    public static var diamond: BasicChartSymbolShape { .diamond }
    public static var pentagon: BasicChartSymbolShape { .pentagon }
    public static var plus: BasicChartSymbolShape { .plus }
    public static var cross: BasicChartSymbolShape { .cross }
    public static var asterisk: BasicChartSymbolShape { .asterisk }
}

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    }
    let kind: Kind
    public static let automatic = AnnotationPosition(kind: .automatic)
    public static let overlay = AnnotationPosition(kind: .overlay)
    public static let top = AnnotationPosition(kind: .top)
    public static let bottom = AnnotationPosition(kind: .bottom)
    public static let leading = AnnotationPosition(kind: .leading)
    public static let trailing = AnnotationPosition(kind: .trailing)
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// What an annotation does when it would leave the chart (accepted; a still frame keeps it where placed).
public struct AnnotationOverflowResolution: Sendable {
    public struct Strategy: Sendable {
        public static let automatic = Strategy()
        public static let fit = Strategy()
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
        public static let padScale = Strategy()
        public static let disabled = Strategy()
    }
    public struct Boundary: Sendable {
        public static let automatic = Boundary()
        public static let plot = Boundary()
        public static let chart = Boundary()
    }
    public static let automatic = AnnotationOverflowResolution()
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    init() {}
}

/// The span of a group of marks positioned side by side with `position(by:)`.
public typealias MarkPositionSpan = MarkDimension

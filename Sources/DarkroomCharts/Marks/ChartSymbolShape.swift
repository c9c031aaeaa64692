import Foundation

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

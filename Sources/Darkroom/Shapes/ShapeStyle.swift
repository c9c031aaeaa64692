import Foundation

/// A colour or pattern to use when rendering a shape, as in SwiftUI.
///
/// Darkroom's styles (colours, gradients, the foreground, hierarchical, tint and background styles) are the ones
/// there are: the requirement that turns a style into paint is engine SPI, so, as with SwiftUI before iOS 17, code
/// outside Darkroom uses these styles and does not define styles of its own.
public protocol ShapeStyle {
    /// Resolves the style to a display-list paint for a region with the given bounds. Engine SPI.
    @_spi(Engine) func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint
}

extension Color: ShapeStyle {
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        .color(resolve(in: environment))
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, @unchecked Sendable {
    let base: any ShapeStyle
    /// Wraps `style`, unwrapping it first if it is already type-erased.
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        base._paint(in: environment, bounds: bounds)
    }
}

/// The foreground style in the current context (`.foreground`).
public struct ForegroundStyle: ShapeStyle, Sendable {
    /// The current foreground style.
    public init() {}
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        (environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary))._paint(
            in: environment, bounds: bounds)
    }
}

/// The tint colour of the current context (`.tint`): the accent colour unless set.
public struct TintShapeStyle: ShapeStyle, Sendable {
    /// The current tint.
    public init() {}
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        (environment.tint ?? .accentColor)._paint(in: environment, bounds: bounds)
    }
}

/// A level of the foreground style hierarchy (`.primary`, `.secondary`, …).
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let level: Int
    /// The foreground style itself (primary label colour by default).
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// #3C3C43 at 60 % in light mode, #EBEBF5 at 60 % in dark; a custom foreground colour at 60 %.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// #3C3C43 at 30 % in light mode, #EBEBF5 at 30 % in dark; a custom foreground colour at 30 %.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// #3C3C43 at 18 % in light mode, #EBEBF5 at 16 % in dark; a custom foreground colour at that opacity.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        if level == 0 {
            if let style = environment.foregroundStyle { return style._paint(in: environment, bounds: bounds) }
            return .color(Color.primary.resolve(in: environment))
        }
        // iOS label colours: #3C3C43 at 60 / 30 / 18 % in light mode, #EBEBF5 at 60 / 30 / 16 % in dark mode.
        // With a custom foreground colour set, lower levels are that colour at reduced opacity.
        let alphas: [Double] = environment.colorScheme == .dark ? [1, 0.6, 0.3, 0.16] : [1, 0.6, 0.3, 0.18]
        let alpha = alphas[min(level, 3)]
        if let style = environment.foregroundStyle, case .color(let c) = style._paint(in: environment, bounds: bounds) {
            return .color(c.multipliedAlpha(alpha))
        }
        let base = environment.colorScheme == .dark ? RGBA(hex: 0xEBEBF5) : RGBA(hex: 0x3C3C43)
        return .color(base.multipliedAlpha(alpha))
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint (system blue unless `tint(_:)` sets one).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground hierarchy.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground hierarchy.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground hierarchy.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground hierarchy.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
extension ShapeStyle where Self == Color {
    /// `Color.red`, iOS's system red.
    public static var red: Color { Color.red }
    /// `Color.orange`, iOS's system orange.
    public static var orange: Color { Color.orange }
    /// `Color.yellow`, iOS's system yellow.
    public static var yellow: Color { Color.yellow }
    /// `Color.green`, iOS's system green.
    public static var green: Color { Color.green }
    /// `Color.mint`, iOS's system mint.
    public static var mint: Color { Color.mint }
    /// `Color.teal`, iOS's system teal.
    public static var teal: Color { Color.teal }
    /// `Color.cyan`, iOS's system cyan.
    public static var cyan: Color { Color.cyan }
    /// `Color.blue`, iOS's system blue.
    public static var blue: Color { Color.blue }
    /// `Color.indigo`, iOS's system indigo.
    public static var indigo: Color { Color.indigo }
    /// `Color.purple`, iOS's system purple.
    public static var purple: Color { Color.purple }
    /// `Color.pink`, iOS's system pink.
    public static var pink: Color { Color.pink }
    /// `Color.brown`, iOS's system brown.
    public static var brown: Color { Color.brown }
    /// `Color.gray`, iOS's system gray.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// Fully transparent.
    public static var clear: Color { Color.clear }
}

/// A colour gradient: an ordered list of stops.
public struct Gradient: Hashable, Sendable {
    /// One colour stop in a gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: Color
        /// Where the stop sits along the gradient, 0 (start) to 1 (end).
        public var location: CGFloat
        /// A stop of `color` at `location` (0…1).
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    /// The stops, in the order given.
    public var stops: [Stop]
    /// A gradient through `stops`.
    public init(stops: [Stop]) { self.stops = stops }
    /// A gradient through `colors`, spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $1, location: n > 1 ? CGFloat($0) / CGFloat(n - 1) : 0) }
    }
    func resolved(in environment: EnvironmentValues) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.resolve(in: environment), location: Double($0.location)) }.bounded()
    }
}

/// A linear gradient, as in SwiftUI.
nonisolated public struct LinearGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint, endPoint: UnitPoint
    /// A linear gradient from `startPoint` to `endPoint` (unit points of the filled bounds).
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    /// A linear gradient through evenly spaced `colors`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        .linearGradient(stops: gradient.resolved(in: environment),
                        start: startPoint.point(in: bounds), end: endPoint.point(in: bounds))
    }
    public var body: some View { Rectangle().fill(self) }
}

/// A radial gradient, as in SwiftUI.
nonisolated public struct RadialGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat, endRadius: CGFloat
    /// A radial gradient around `center` (a unit point of the filled bounds), `startRadius` to `endRadius` points.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    /// A radial gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        .radialGradient(stops: gradient.resolved(in: environment), center: center.point(in: bounds),
                        startRadius: startRadius, endRadius: endRadius)
    }
    public var body: some View { Rectangle().fill(self) }
}

extension Color: View {
    /// A colour used as a view fills the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

import Foundation

extension Gradient: ShapeStyle {
    /// A gradient used directly as a style is drawn top to bottom, as in SwiftUI.
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)._paint(in: environment, bounds: bounds)
    }
}

extension Gradient.Stop {
    /// A stop from a colour and a location (SwiftUI's unlabeled form is `Stop(color:location:)`).
    public init(_ color: Color, _ location: CGFloat) { self.init(color: color, location: location) }
}

/// A colour's standard gradient (`Color.blue.gradient`), drawn top to bottom.
///
/// Apple does not document its formula; Darkroom goes from the colour mixed 16 %
/// with white at the top to the colour itself at the bottom, close to what iOS shows.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let gradient: Gradient
    /// The space its colours are interpolated in.
    var space: Gradient.ColorSpace = .device
    /// Wraps a gradient so it can be drawn as a shape style, top to bottom.
    public init(_ gradient: Gradient) { self.gradient = gradient }
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        space.interpolating(gradient._paint(in: environment, bounds: bounds))
    }
}

extension Color {
    /// A subtle top-to-bottom gradient derived from this colour.
    public var gradient: AnyGradient {
        func lighter(_ c: RGBA) -> RGBA {
            RGBA(red: c.red + (1 - c.red) * 0.16, green: c.green + (1 - c.green) * 0.16,
                 blue: c.blue + (1 - c.blue) * 0.16, alpha: c.alpha)
        }
        let top = Color(light: lighter(light), dark: lighter(dark))
        return AnyGradient(Gradient(colors: [top, self]))
    }
}

extension RadialGradient {
    /// Creates a radial gradient from colour stops, from `startRadius` to `endRadius` (points) around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from `startPoint` to `endPoint`, unit points of the shape's bounds.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of evenly spaced colours from `startPoint` to `endPoint`, unit points of the shape's bounds.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of colour stops from `startPoint` to `endPoint`, unit points of the shape's bounds.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient around `center` (a unit point of the shape's bounds) from `startRadius` to `endRadius`
    /// (points).
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of evenly spaced colours around `center`, from `startRadius` to `endRadius` (points).
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of colour stops around `center`, from `startRadius` to `endRadius` (points).
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient around `center`, its radii fractions of the shape's width and height.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of evenly spaced colours, its radii fractions of the shape's width and height.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of colour stops, its radii fractions of the shape's width and height.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction
        )
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient around `center` (a unit point of the shape's bounds) from `startAngle` to `endAngle`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of evenly spaced colours around `center`, from `startAngle` to `endAngle`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of colour stops around `center`, from `startAngle` to `endAngle`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn angular gradient starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// A full-turn angular gradient of evenly spaced colours starting at `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// A full-turn angular gradient of colour stops starting at `angle`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient
    {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

import Foundation

/// An angular (conic) gradient, as in SwiftUI: colours change with the angle
/// around `center`, starting at 3 o'clock and running clockwise on screen.
///
/// Equal start and end angles draw a full turn. A sweep of less than a turn
/// fills the missing wedge with the last colour up to its middle and the first
/// colour after it; more than a turn shows only the last complete turn.
/// cairo 1.16 has no conic pattern: Darkroom draws one-degree mesh sectors
/// (smooth to the eye, vector in PDF).
nonisolated public struct AngularGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle, endAngle: Angle

    /// Creates an angular gradient around `center` (a unit point of the shape's bounds) from `startAngle` to
    /// `endAngle`.
    ///
    /// Equal start and end angles (the default) draw a full turn.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    /// Creates an angular gradient from evenly spaced colours, swept from `startAngle` to `endAngle` around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Creates an angular gradient from colour stops, swept from `startAngle` to `endAngle` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn (conic) gradient starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A full-turn (conic) gradient of evenly spaced colours starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// A full-turn (conic) gradient of colour stops starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        .angularGradient(stops: gradient.resolved(in: environment), center: center.point(in: bounds),
                         startAngle: startAngle.radians, endAngle: endAngle.radians)
    }
    public var body: some View { Rectangle().fill(self) }
}

/// A radial gradient that follows the shape's proportions, as in SwiftUI: the
/// radii are fractions of the width (horizontally) and height (vertically), so
/// `endRadiusFraction` 0.5 reaches the edges of the bounds.
nonisolated public struct EllipticalGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat, endRadiusFraction: CGFloat

    /// Creates an elliptical gradient around `center` (a unit point of the shape's bounds), its radii given as
    /// fractions of the bounds' width and height.
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    /// Creates an elliptical gradient from evenly spaced colours, its radii given as fractions of the bounds' size.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
    /// Creates an elliptical gradient from colour stops, its radii given as fractions of the bounds' size.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        .ellipticalGradient(
            stops: gradient.resolved(in: environment), center: center.point(in: bounds), size: bounds.size,
            startRadiusFraction: Double(startRadiusFraction), endRadiusFraction: Double(endRadiusFraction))
    }
    public var body: some View { Rectangle().fill(self) }
}

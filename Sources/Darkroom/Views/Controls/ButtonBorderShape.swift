import Foundation

/// The shape of a bordered button's background.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind
    /// The shape the system chooses: a rounded rectangle whose corner radius follows the control size
    /// (8 points; 6 for mini and small, 12 for large and extra large).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule: a rectangle whose short sides are semicircles.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle whose corner radius follows the control size, as `automatic`.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with a fixed corner radius.
    ///
    /// - Parameter radius: The corner radius, in points.
    /// - Returns: The border shape.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the border shape for bordered buttons within this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }
}

/// The background shape of a bordered button.
nonisolated struct BorderedShape: Shape {
    let shape: ButtonBorderShape
    let radius: CGFloat
    func path(in rect: CGRect) -> Path {
        switch shape.kind {
        case .capsule: return Capsule().path(in: rect)
        case .circle: return Circle().path(in: rect)
        case .roundedRectangle(let r?): return RoundedRectangle(cornerRadius: r, style: .continuous).path(in: rect)
        case .automatic, .roundedRectangle(nil):
            return RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect)
        }
    }
}

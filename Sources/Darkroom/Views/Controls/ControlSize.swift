import Foundation

/// The size classes of controls.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest control size (a bordered button's padding: 8 × 2 points).
    case mini
    /// A smaller size for space-constrained views (a bordered button's padding: 10 × 4 points).
    case small
    /// The default size (a bordered button's padding: 12 × 7 points).
    case regular
    /// A prominent size (a bordered button's padding: 20 × 14 points).
    case large
    /// The largest size (a bordered button's padding: 24 × 16 points).
    case extraLarge
}

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

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
extension EnvironmentValues {
    /// The size to apply to controls within a view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size for controls within this view (bordered buttons grow and shrink with it).
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
    /// Sets the border shape for bordered buttons within this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }
}

/// Padding and corner radius of bordered buttons per control size (iOS 17):
/// mini 8 × 2, small 10 × 4, regular 12 × 7, large 20 × 14, extra large 24 × 16; corners 8
/// (12 for large and extra large).
struct BorderedMetrics {
    let horizontal: CGFloat, vertical: CGFloat, radius: CGFloat
    init(_ size: ControlSize) {
        switch size {
        case .mini: (horizontal, vertical, radius) = (8, 2, 6)
        case .small: (horizontal, vertical, radius) = (10, 4, 6)
        case .regular: (horizontal, vertical, radius) = (12, 7, 8)
        case .large: (horizontal, vertical, radius) = (20, 14, 12)
        case .extraLarge: (horizontal, vertical, radius) = (24, 16, 12)
        }
    }
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

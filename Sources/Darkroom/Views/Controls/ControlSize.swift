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

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size to apply to controls within a view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size for controls within this view (bordered buttons grow and shrink with it).
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
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

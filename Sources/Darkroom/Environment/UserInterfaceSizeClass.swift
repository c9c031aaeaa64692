import Foundation

/// The size class of a dimension of the view's space, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// A narrow dimension (an iPhone's width in portrait).
    case compact
    /// A wide dimension (an iPad's width, an iPhone's height in portrait).
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}
private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The horizontal size class: `.compact`, as on an iPhone in portrait, unless set.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class: `.regular`, as on an iPhone in portrait, unless set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}

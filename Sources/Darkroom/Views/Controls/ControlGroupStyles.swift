import Foundation

/// Control-group looks.
public protocol ControlGroupStyle {}
/// The default control-group look.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The default control-group look.
    public init() {}
}
/// The navigation-bar control-group look; drawn in the default look.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The navigation control-group look.
    public init() {}
}
extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control-group look.
    public static var automatic: Self { Self() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control-group look; drawn in the default look.
    public static var navigation: Self { Self() }
}

extension View {
    /// Accepted; control groups draw in the default look.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}

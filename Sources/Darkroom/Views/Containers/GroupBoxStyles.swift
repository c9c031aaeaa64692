import Foundation

/// Group-box looks; group boxes draw in the default look.
public protocol GroupBoxStyle {}
/// The default group-box look.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The default group-box look.
    public init() {}
}
extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default group-box look.
    public static var automatic: Self { Self() }
}

extension View {
    /// Accepted; group boxes draw in the default look.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { self }
}

import Foundation

/// The appearance of progress views (accepted; `.linear` vs `.circular` follows whether a value is given).
public protocol ProgressViewStyle {}
/// The default: linear with a value, the spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
}
/// A bar; drawn as the default.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
}
/// A spinner; drawn as the default.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default: linear with a value, the spinner without.
    public static var automatic: DefaultProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar; drawn as the default.
    public static var linear: LinearProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner; drawn as the default.
    public static var circular: CircularProgressViewStyle { .init() }
}

nonisolated extension View {
    /// Sets the style for progress views in this view (accepted).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}

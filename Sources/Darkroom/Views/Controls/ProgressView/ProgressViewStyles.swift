import Foundation

/// The default: linear with a value, the spinner without.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
    /// iOS's look for `configuration`.
    public func makeBody(configuration: Configuration) -> some View {
        DefaultProgressBody(configuration: configuration, tint: nil)
    }
}
/// A bar; drawn as the default (the bar with a value, the spinner without).
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The style.
    public init() { tint = nil }
    /// A bar filled with `tint` (deprecated by Apple for `tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    /// The default look for `configuration`, in this style's tint when one is given.
    public func makeBody(configuration: Configuration) -> some View {
        DefaultProgressBody(configuration: configuration, tint: tint)
    }
}
/// A spinner; drawn as the default (the bar with a value, the spinner without).
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The style.
    public init() { tint = nil }
    /// A spinner in `tint` (deprecated by Apple for `tint(_:)`; the spinner's spokes stay grey, a bar takes
    /// the tint).
    public init(tint: Color) { self.tint = tint }
    /// The default look for `configuration`, in this style's tint when one is given.
    public func makeBody(configuration: Configuration) -> some View {
        DefaultProgressBody(configuration: configuration, tint: tint)
    }
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

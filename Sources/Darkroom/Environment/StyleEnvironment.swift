import Foundation

private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The tint colour; `nil` means the accent colour, system blue.
    public var tint: Color? { get { self[TintKey.self] } set { self[TintKey.self] = newValue } }
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] } set { self[ForegroundStyleKey.self] = newValue }
    }
}

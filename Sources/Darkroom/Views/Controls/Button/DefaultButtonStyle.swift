import Foundation

/// The platform default: the label in the tint colour (red for destructive).
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(configuration: configuration.buttonConfiguration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform default: the label in the tint colour.
    public static var automatic: DefaultButtonStyle { .init() }
}

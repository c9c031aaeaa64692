import Foundation

/// `.borderedProminent`: the label in white on a rounded tint-coloured fill.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The bordered prominent style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedLabel(configuration: configuration.buttonConfiguration, prominent: true)
    }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// White label on a rounded tint fill.
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

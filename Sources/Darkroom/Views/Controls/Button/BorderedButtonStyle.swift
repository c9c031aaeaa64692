import Foundation

/// `.bordered`: the label in the tint colour on a rounded tint-coloured fill at 15% opacity.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedLabel(configuration: configuration.buttonConfiguration, prominent: false)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// Tint-coloured label on a rounded tint fill at 15 % opacity.
    public static var bordered: BorderedButtonStyle { .init() }
}

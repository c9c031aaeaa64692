import Foundation

/// `.borderless`: the same as the default on iOS.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(configuration: configuration.buttonConfiguration)
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint colour, without a border.
    public static var borderless: BorderlessButtonStyle { .init() }
}

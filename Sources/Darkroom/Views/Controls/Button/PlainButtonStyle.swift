import Foundation

/// `.plain`: the label as is, in the primary colour.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as is, in the primary colour.
    public static var plain: PlainButtonStyle { .init() }
}

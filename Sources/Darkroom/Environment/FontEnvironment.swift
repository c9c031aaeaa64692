import Foundation

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct BoldKey: EnvironmentKey { static let defaultValue: Bool = false }
private struct ItalicKey: EnvironmentKey { static let defaultValue: Bool = false }

extension EnvironmentValues {
    /// The default font of this environment; `nil` means `.body`.
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    var fontWeight: Font.Weight? { get { self[FontWeightKey.self] } set { self[FontWeightKey.self] = newValue } }
    var isBold: Bool { get { self[BoldKey.self] } set { self[BoldKey.self] = newValue } }
    var isItalic: Bool { get { self[ItalicKey.self] } set { self[ItalicKey.self] = newValue } }
}

nonisolated extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View { transformEnvironment { $0.font = font } }
    /// Sets the font weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { transformEnvironment { $0.fontWeight = weight } }
    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View { transformEnvironment { $0.isBold = isActive } }
    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View { transformEnvironment { $0.isItalic = isActive } }
}

import Foundation

/// The platform default: inset grouped on iPhone.
public struct DefaultListStyle: ListStyle, ListLookProviding {
    /// The style.
    public init() {}
    var look: ListLook? { nil }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform default: inset grouped on iPhone.
    public static var automatic: DefaultListStyle { .init() }
}

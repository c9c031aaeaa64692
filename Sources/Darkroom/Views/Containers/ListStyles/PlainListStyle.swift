import Foundation

/// Full-width rows on a white background.
public struct PlainListStyle: ListStyle, ListLookProviding {
    /// The style.
    public init() {}
    var look: ListLook? { .plain }
}

extension ListStyle where Self == PlainListStyle {
    /// Full-width rows on a white background.
    public static var plain: PlainListStyle { .init() }
}

import Foundation

/// Sections as full-width white bands on grey.
public struct GroupedListStyle: ListStyle, ListLookProviding {
    /// The style.
    public init() {}
    var look: ListLook? { .grouped }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as full-width white bands on grey.
    public static var grouped: GroupedListStyle { .init() }
}

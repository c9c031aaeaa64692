import Foundation

/// White rounded sections inset from the edges, on grey.
public struct InsetGroupedListStyle: ListStyle, ListLookProviding {
    /// The style.
    public init() {}
    var look: ListLook? { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// White rounded sections inset from the edges, on grey.
    public static var insetGrouped: InsetGroupedListStyle { .init() }
}

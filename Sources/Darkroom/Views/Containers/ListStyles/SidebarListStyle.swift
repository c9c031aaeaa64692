import Foundation

/// A sidebar; drawn as `.insetGrouped`, as on iPhone.
public struct SidebarListStyle: ListStyle, ListLookProviding {
    /// The style.
    public init() {}
    var look: ListLook? { .insetGrouped }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar; drawn as `.insetGrouped`, as on iPhone.
    public static var sidebar: SidebarListStyle { .init() }
}

import Foundation

/// Which bar a toolbar modifier addresses.
nonisolated public struct ToolbarPlacement: Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = ToolbarPlacement(kind: 0)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(kind: 1)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(kind: 2)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(kind: 3)
}

extension ToolbarPlacement {
    /// Whether the placement names the navigation bar (`automatic` means it on an iPhone's navigation stack).
    var isNavigationBar: Bool { kind == 0 || kind == 1 }
}

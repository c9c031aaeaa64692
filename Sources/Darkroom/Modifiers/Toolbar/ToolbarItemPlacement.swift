import Foundation

/// Where a toolbar item goes.
nonisolated public struct ToolbarItemPlacement: Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = ToolbarItemPlacement(kind: 0)
    /// The centre of the bar.
    public static let principal = ToolbarItemPlacement(kind: 1)
    /// The leading end of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(kind: 2)
    /// The trailing end of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: 3)
    /// The leading end of the top bar (the newer name of `navigationBarLeading`).
    public static let topBarLeading = ToolbarItemPlacement(kind: 2)
    /// The trailing end of the top bar (the newer name of `navigationBarTrailing`).
    public static let topBarTrailing = ToolbarItemPlacement(kind: 3)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(kind: 4)
    /// The main action's place.
    public static let primaryAction = ToolbarItemPlacement(kind: 5)
    /// A modal's cancel button.
    public static let cancellationAction = ToolbarItemPlacement(kind: 6)
    /// A modal's confirm button.
    public static let confirmationAction = ToolbarItemPlacement(kind: 7)
    /// Above the keyboard.
    public static let keyboard = ToolbarItemPlacement(kind: 8)
    /// The navigation position (the leading end of the bar on iOS).
    public static let navigation = ToolbarItemPlacement(kind: 2)
    /// A secondary action's place (the overflow menu on iOS).
    public static let secondaryAction = ToolbarItemPlacement(kind: 9)
    /// The status area (the middle of the bottom bar on iOS).
    public static let status = ToolbarItemPlacement(kind: 10)
    /// A modal's destructive button.
    public static let destructiveAction = ToolbarItemPlacement(kind: 11)
}

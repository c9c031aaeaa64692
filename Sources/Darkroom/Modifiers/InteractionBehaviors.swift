import Foundation

// Behaviours of controls that only show in use: how badges stand out in tab bars (not drawn), whether a held button
// repeats its action, how a menu orders its items when open, whether a view springs open under a drag. A still frame
// shows none of them; each modifier records its value in the environment, for views that read it.

/// How prominent badges are, as SwiftUI's `BadgeProminence` (iOS 17).
nonisolated public struct BadgeProminence: Hashable, Sendable {
    let level: Int
    /// Less prominent than standard.
    public static let decreased = BadgeProminence(level: -1)
    /// The standard prominence.
    public static let standard = BadgeProminence(level: 0)
    /// More prominent than standard.
    public static let increased = BadgeProminence(level: 1)
}

/// Whether a button repeats its action while held, as SwiftUI's `ButtonRepeatBehavior` (iOS 17).
nonisolated public struct ButtonRepeatBehavior: Hashable, Sendable {
    let raw: Int
    /// The platform's choice.
    public static let automatic = ButtonRepeatBehavior(raw: 0)
    /// Repeats while held.
    public static let enabled = ButtonRepeatBehavior(raw: 1)
    /// Never repeats.
    public static let disabled = ButtonRepeatBehavior(raw: 2)
}

/// The order a menu shows its items in, as SwiftUI's `MenuOrder` (iOS 16).
nonisolated public struct MenuOrder: Hashable, Sendable {
    let raw: Int
    /// The platform's choice.
    public static let automatic = MenuOrder(raw: 0)
    /// The first item nearest the point the menu opens from.
    public static let priority = MenuOrder(raw: 1)
    /// Top to bottom, as written.
    public static let fixed = MenuOrder(raw: 2)
}

/// Whether a view springs open while something is dragged over it, as SwiftUI's `SpringLoadingBehavior` (iOS 17).
nonisolated public struct SpringLoadingBehavior: Hashable, Sendable {
    let raw: Int
    /// The platform's choice.
    public static let automatic = SpringLoadingBehavior(raw: 0)
    /// Springs open.
    public static let enabled = SpringLoadingBehavior(raw: 1)
    /// Never springs open.
    public static let disabled = SpringLoadingBehavior(raw: 2)
}

private struct BadgeProminenceKey: EnvironmentKey { static let defaultValue = BadgeProminence.standard }
private struct ButtonRepeatBehaviorKey: EnvironmentKey { static let defaultValue = ButtonRepeatBehavior.automatic }
private struct MenuOrderKey: EnvironmentKey { static let defaultValue = MenuOrder.automatic }
private struct SpringLoadingBehaviorKey: EnvironmentKey { static let defaultValue = SpringLoadingBehavior.automatic }

extension EnvironmentValues {
    /// How prominent badges are: set by `badgeProminence(_:)`.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] } set { self[BadgeProminenceKey.self] = newValue }
    }
    /// Whether buttons repeat while held: set by `buttonRepeatBehavior(_:)`.
    public internal(set) var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] } set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
    /// The order menus show their items in: set by `menuOrder(_:)`.
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] } set { self[MenuOrderKey.self] = newValue }
    }
    /// Whether views spring open under a drag: set by `springLoadingBehavior(_:)`.
    public var springLoadingBehavior: SpringLoadingBehavior {
        get { self[SpringLoadingBehaviorKey.self] } set { self[SpringLoadingBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How prominent badges in the view are (badges are not drawn: no tab bar); sets `badgeProminence`.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        transformEnvironment { $0.badgeProminence = prominence }
    }
    /// Whether the view's buttons repeat while held (never held in a still frame); sets `buttonRepeatBehavior`.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        transformEnvironment { $0.buttonRepeatBehavior = behavior }
    }
    /// The order the view's menus show their items in (menus are closed in a still frame); sets `menuOrder`.
    public func menuOrder(_ order: MenuOrder) -> some View { transformEnvironment { $0.menuOrder = order } }
    /// Whether the view springs open under a drag (no drag in a still frame); sets `springLoadingBehavior`.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        transformEnvironment { $0.springLoadingBehavior = behavior }
    }
}

import Foundation

/// How prominent a section header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// The default header: footnote size, upper-cased, secondary colour.
    case standard
    /// A larger header: title 3 in semibold, in the primary colour, not upper-cased (iOS 15 and later).
    case increased
}

/// The tint of a list row's icons, as SwiftUI's `ListItemTint`.
nonisolated public struct ListItemTint: Sendable {
    let color: Color?
    /// A tint that always applies.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// A tint the system may override (it never does in a render).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// The monochrome tint: the primary colour.
    public static let monochrome = ListItemTint(color: .primary)
}

private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue: Prominence = .standard }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The prominence of section headers; `headerProminence(_:)` sets it.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
    /// The minimum height of a list row, 44 pt as on iOS.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
    /// The minimum height of a list section header, if set.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the prominence of section headers in this view.
    public func headerProminence(_ prominence: Prominence) -> some View {
        transformEnvironment { $0.headerProminence = prominence }
    }
    /// Tints the icons of this list row (drawn as `tint(_:)` on the row).
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        transformEnvironment { env in
            if let color = tint?.color { env.tint = color }
        }
    }
    /// Tints the icons of this list row with a fixed colour.
    public func listItemTint(_ tint: Color?) -> some View {
        listItemTint(tint.map(ListItemTint.fixed))
    }
}

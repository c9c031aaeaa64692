import Foundation

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

nonisolated extension View {
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

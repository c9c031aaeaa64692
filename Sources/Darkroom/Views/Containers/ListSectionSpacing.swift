import Foundation

/// The spacing between list sections.
public struct ListSectionSpacing: Sendable, Equatable {
    let value: CGFloat?
    /// The list style's own spacing.
    public static let `default` = ListSectionSpacing(value: nil)
    /// 20 points.
    public static let compact = ListSectionSpacing(value: 20)
    /// `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}

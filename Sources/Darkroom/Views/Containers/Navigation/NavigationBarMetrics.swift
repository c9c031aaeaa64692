import Foundation

/// The navigation bar's numbers on an iPhone in portrait, iOS 17–18 (UIKit's `UINavigationBar`).
///
/// Sources: Apple's Human Interface Guidelines and UIKit's documented defaults (a 44-point bar, 17-point
/// semibold inline title and 17-point bar buttons, the 34-point bold large title), the horizontal margin
/// shared with the inset-grouped list (`GroupedListNode.margin`, measured on an iOS 18 recording). The
/// large-title and search rows' heights are UIKit's usual 52 points; no recording in this repository
/// shows them yet, so they are not measured here (docs/layout.md).
enum NavigationBarMetrics {
    /// The bar holding the buttons and the inline title.
    static let barHeight: CGFloat = 44
    /// The row under the bar holding a large title.
    static let largeTitleHeight: CGFloat = 52
    /// Space under the large title's text in its row.
    static let largeTitleBottom: CGFloat = 8
    /// The row holding a search field, and the field in it.
    static let searchRowHeight: CGFloat = 52
    static let searchFieldHeight: CGFloat = 36
    static let searchFieldCorner: CGFloat = 10
    /// Space between bar items on one side.
    static let itemSpacing: CGFloat = 8
    /// A bottom toolbar's height above the home indicator.
    static let bottomBarHeight: CGFloat = 44
    /// The bars' default background when shown (`systemChromeMaterial` seen on white: #F9F9F9 at 94 %).
    static let material = Color(light: RGBA(hex: 0xF9F9F9, alpha: 0.94), dark: RGBA(hex: 0x1D1D1D, alpha: 0.94),
                                name: "barMaterial")
    /// The hairline under a shown bar (and over a bottom toolbar): black at 30 %.
    static let shadow = Color(light: RGBA(hex: 0, alpha: 0.3), dark: RGBA(hex: 0xFFFFFF, alpha: 0.15),
                              name: "barShadow")
}

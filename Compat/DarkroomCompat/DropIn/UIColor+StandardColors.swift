#if !(canImport(UIKit) && canImport(SwiftUI))
import Darkroom

// The rest of UIKit's standard and UI-element colours (UIColor+Palette.swift and UIColor+SystemFills.swift
// hold the others), so that `Color(.systemGray6)` and `UIColor.placeholderText` compile as on iOS. Each is
// dynamic with iOS's light and dark values: SwiftUI content drawing it follows its colour scheme.
extension UIColor {
    /// A dynamic colour from iOS's light and dark values (hex RGB and alpha).
    private static func standard(_ light: UInt32, _ lightAlpha: Double, dark: UInt32, _ darkAlpha: Double) -> UIColor {
        let light = UIColor(rgba: RGBA(hex: light, alpha: lightAlpha))
        let dark = UIColor(rgba: RGBA(hex: dark, alpha: darkAlpha))
        return UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// The second system gray: #AEAEB2 (#636366 in dark mode).
    public static var systemGray2: UIColor { standard(0xAEAEB2, 1, dark: 0x636366, 1) }
    /// The third system gray: #C7C7CC (#48484A in dark mode).
    public static var systemGray3: UIColor { standard(0xC7C7CC, 1, dark: 0x48484A, 1) }
    /// The fourth system gray: #D1D1D6 (#3A3A3C in dark mode).
    public static var systemGray4: UIColor { standard(0xD1D1D6, 1, dark: 0x3A3A3C, 1) }
    /// The fifth system gray: #E5E5EA (#2C2C2E in dark mode).
    public static var systemGray5: UIColor { standard(0xE5E5EA, 1, dark: 0x2C2C2E, 1) }
    /// The sixth system gray, the lightest: #F2F2F7 (#1C1C1E in dark mode).
    public static var systemGray6: UIColor { standard(0xF2F2F7, 1, dark: 0x1C1C1E, 1) }

    /// Quaternary text, such as disabled labels: #3C3C43 at 18 % (#EBEBF5 at 16 % in dark mode).
    public static var quaternaryLabel: UIColor { standard(0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16) }
    /// Links: #007AFF (#0984FF in dark mode).
    public static var link: UIColor { standard(0x007AFF, 1, dark: 0x0984FF, 1) }
    /// Placeholder text in controls: #3C3C43 at 30 % (#EBEBF5 at 30 % in dark mode).
    public static var placeholderText: UIColor { standard(0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3) }
    /// Separators that hide what is under them: #C6C6C8 (#38383A in dark mode).
    public static var opaqueSeparator: UIColor { standard(0xC6C6C8, 1, dark: 0x38383A, 1) }
    /// The background of content layered over a secondary background: white (#2C2C2E in dark mode).
    public static var tertiarySystemBackground: UIColor { standard(0xFFFFFF, 1, dark: 0x2C2C2E, 1) }
    /// Content over a grouped background, such as inset rows: white (#1C1C1E in dark mode).
    public static var secondarySystemGroupedBackground: UIColor { standard(0xFFFFFF, 1, dark: 0x1C1C1E, 1) }
    /// Content over a secondary grouped background: #F2F2F7 (#2C2C2E in dark mode).
    public static var tertiarySystemGroupedBackground: UIColor { standard(0xF2F2F7, 1, dark: 0x2C2C2E, 1) }
    /// Fill for large areas with complex content: #747480 at 8 % (#767680 at 18 % in dark mode).
    public static var quaternarySystemFill: UIColor { standard(0x747480, 0.08, dark: 0x767680, 0.18) }
    /// Text on light backgrounds in either appearance: black.
    public static var darkText: UIColor { .black }
    /// Text on dark backgrounds in either appearance: white at 60 %.
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
}
#endif

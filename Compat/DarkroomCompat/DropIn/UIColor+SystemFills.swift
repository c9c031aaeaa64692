import Darkroom

// UIKit's fill colours (iOS light values), which chart code uses for plot backgrounds
// (`Color(.systemFill)`, through `Color(_:)` in UIColor+Palette.swift).
extension UIColor {
    /// Fill for thin and small shapes: #787880 at 20 % (36 % in dark mode).
    public static var systemFill: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2) }
    /// Fill for medium-size shapes: #787880 at 16 %.
    public static var secondarySystemFill: UIColor {
        UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    }
    /// Fill for large shapes: #767680 at 12 %.
    public static var tertiarySystemFill: UIColor {
        UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    }
}

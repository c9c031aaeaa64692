#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A colour for views of the window surface (`backgroundColor`) and for
/// `UIGraphicsImageRendererContext.fill`, as UIKit's `UIColor`: sRGB
/// components, straight alpha. The rest of UIKit's colour API extends it in
/// DropIn/UIColor+Palette.swift.
public final class UIColor: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The colour in the light appearance (the renderer's default).
    public let rgba: RGBA
    /// The colour in the dark appearance, for dynamic colours; `nil` when it is `rgba`.
    let darkRGBA: RGBA?

    /// A colour from sRGB components and straight alpha, each 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        darkRGBA = nil
    }
    /// A colour that depends on the appearance, as UIKit's `UIColor(dynamicProvider:)`: the
    /// provider is asked once for the light and once for the dark traits, and SwiftUI content
    /// drawing it follows its colour scheme.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        rgba = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).rgba
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).rgba
        darkRGBA = dark == rgba ? nil : dark
    }
    /// The colour as seen with `traitCollection`'s appearance (UIKit's `resolvedColor(with:)`).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(rgba: traitCollection.userInterfaceStyle == .dark ? (darkRGBA ?? rgba) : rgba)
    }
    /// A gray from its brightness and alpha, each 0…1.
    public init(white: CGFloat, alpha: CGFloat) {
        rgba = RGBA(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha))
        darkRGBA = nil
    }
    /// A colour from Darkroom's `RGBA` components.
    public init(rgba: RGBA) { self.rgba = rgba; darkRGBA = nil }

    /// The same colour with another alpha (the dark appearance is not kept).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// Fully transparent black.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Black.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Half white.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Pure red (1, 0, 0), not the system red.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green (0, 1, 0), not the system green.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue (0, 0, 1), not the system blue.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// iOS's light-mode system background: white.
    public static var systemBackground: UIColor { .white }

    /// Makes this the fill colour of the current `UIGraphics` context
    /// (`setStroke()`, `set()` and `cgColor` are in DropIn/UIColor+Palette.swift).
    public func setFill() {
        let context = UIGraphicsGetCurrentContext()
        context?.setFillColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// Colours are equal when their light-appearance components are.
    public static func == (l: UIColor, r: UIColor) -> Bool { l.rgba == r.rgba }
    /// The components, for logs and test messages.
    public var description: String { "UIColor(\(rgba))" }
}
#endif

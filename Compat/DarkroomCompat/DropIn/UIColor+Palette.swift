#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

// The rest of UIKit's colour API that view and drawing code leans on: system and
// label colours (iOS light-mode values, the renderer's default appearance),
// components, and bridges to SwiftUI's `Color` and Core Graphics' `CGColor`.
extension UIColor {
    /// A colour from HSB components in 0…1, converted to sRGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(rgba: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                              opacity: Double(alpha)).resolve(in: EnvironmentValues()))
    }
    /// A UIKit colour from a SwiftUI colour, resolved in the default (light) environment.
    public convenience init(_ color: Color) { self.init(rgba: color.resolve(in: EnvironmentValues())) }
    /// A UIKit colour with a Core Graphics colour's sRGB components.
    public convenience init(cgColor: CGColor) { self.init(rgba: cgColor.rgba) }

    /// The colour as a Core Graphics colour (sRGB).
    public var cgColor: CGColor {
        CGColor(
            red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue),
            alpha: CGFloat(rgba.alpha)
        )
    }

    /// Reads the sRGB components; always succeeds, as for any RGB-compatible UIKit colour.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(rgba.red); green?.pointee = CGFloat(rgba.green)
        blue?.pointee = CGFloat(rgba.blue); alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// Makes this the stroke colour of the current `UIGraphics` context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this both the fill and the stroke colour of the current context.
    public func set() { setFill(); setStroke() }

    private static func system(_ color: Color) -> UIColor { UIColor(color) }
    /// iOS's system red in light mode, SwiftUI's `Color.red`.
    public static var systemRed: UIColor { system(.red) }
    /// iOS's system orange in light mode, SwiftUI's `Color.orange`.
    public static var systemOrange: UIColor { system(.orange) }
    /// iOS's system yellow in light mode, SwiftUI's `Color.yellow`.
    public static var systemYellow: UIColor { system(.yellow) }
    /// iOS's system green in light mode, SwiftUI's `Color.green`.
    public static var systemGreen: UIColor { system(.green) }
    /// iOS's system mint in light mode, SwiftUI's `Color.mint`.
    public static var systemMint: UIColor { system(.mint) }
    /// iOS's system teal in light mode, SwiftUI's `Color.teal`.
    public static var systemTeal: UIColor { system(.teal) }
    /// iOS's system cyan in light mode, SwiftUI's `Color.cyan`.
    public static var systemCyan: UIColor { system(.cyan) }
    /// iOS's system blue in light mode, SwiftUI's `Color.blue`.
    public static var systemBlue: UIColor { system(.blue) }
    /// iOS's system indigo in light mode, SwiftUI's `Color.indigo`.
    public static var systemIndigo: UIColor { system(.indigo) }
    /// iOS's system purple in light mode, SwiftUI's `Color.purple`.
    public static var systemPurple: UIColor { system(.purple) }
    /// iOS's system pink in light mode, SwiftUI's `Color.pink`.
    public static var systemPink: UIColor { system(.pink) }
    /// iOS's system brown in light mode, SwiftUI's `Color.brown`.
    public static var systemBrown: UIColor { system(.brown) }
    /// iOS's system gray in light mode, SwiftUI's `Color.gray`.
    public static var systemGray: UIColor { system(.gray) }
    /// One-third white.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Two-thirds white.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Pure cyan (0, 1, 1), not the system cyan.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Pure yellow (1, 1, 0), not the system yellow.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Pure magenta (1, 0, 1).
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// UIKit's fixed orange (1, 0.5, 0), not the system orange.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// UIKit's fixed purple (0.5, 0, 0.5), not the system purple.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// UIKit's fixed brown (0.6, 0.4, 0.2), not the system brown.
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// iOS light-mode label colours.
    public static var label: UIColor { .black }
    /// Secondary text: #3C3C43 at 60 %, iOS's light-mode value.
    public static var secondaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6) }
    /// Tertiary text: #3C3C43 at 30 %, iOS's light-mode value.
    public static var tertiaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
    /// Separator lines: #3C3C43 at 29 %, iOS's light-mode value.
    public static var separator: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) }
    /// #F2F2F7, iOS's light-mode secondary background.
    public static var secondarySystemBackground: UIColor {
        UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    }
    /// #F2F2F7, the background of grouped lists in light mode.
    public static var systemGroupedBackground: UIColor { secondarySystemBackground }
    /// The default tint: system blue.
    public static var tintColor: UIColor { systemBlue }
}

extension Color {
    /// A SwiftUI colour from a UIKit colour (a dynamic one keeps its dark appearance).
    public init(uiColor: UIColor) { self.init(light: uiColor.rgba, dark: uiColor.darkRGBA ?? uiColor.rgba) }
    /// A SwiftUI colour from a UIKit colour, as SwiftUI's `Color(_:)`.
    public init(_ color: UIColor) { self.init(uiColor: color) }
    /// A SwiftUI colour from an AppKit colour.
    public init(nsColor: NSColor) { self.init(uiColor: nsColor) }
}

/// AppKit's colour type. On Linux AppKit and UIKit code share one implementation.
public typealias NSColor = UIColor
#endif

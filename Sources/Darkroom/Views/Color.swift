import Foundation

/// A representation of a colour that adapts to the environment (light or dark mode).
///
/// System colours carry iOS's light- and dark-mode values; the renderer's default
/// environment is light mode, as on iOS.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    let light: RGBA
    let dark: RGBA
    let name: String?
    /// A colour set of the app's asset catalogs, looked up in the environment it is drawn in;
    /// `light` and `dark` are its values where no environment is at hand.
    let asset: CatalogColorReference?

    package init(light: RGBA, dark: RGBA, name: String? = nil) {
        self.light = light; self.dark = dark; self.name = name; asset = nil
    }

    init(light: RGBA, dark: RGBA, name: String?, asset: CatalogColorReference?) {
        self.light = light; self.dark = dark; self.name = name; self.asset = asset
    }

    /// The colour spaces `Color` accepts; all are treated as sRGB on this platform.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, the default.
        case sRGB
        /// Linear sRGB: components are gamma-encoded to sRGB when the colour is made.
        case sRGBLinear
        /// Display P3: components are taken as sRGB (no gamut conversion).
        case displayP3
    }

    /// A colour from red, green and blue components and an opacity, each 0…1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        var c = RGBA(red: red, green: green, blue: blue, alpha: opacity)
        if colorSpace == .sRGBLinear {
            func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
            c = RGBA(red: encode(c.red), green: encode(c.green), blue: encode(c.blue), alpha: c.alpha)
        }
        self.init(light: c, dark: c)
    }
    /// A gray of brightness `white` (0…1).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
    /// A colour from hue (a fraction of a turn), saturation and brightness, each 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // A NaN or infinite hue has no place on the colour wheel: it reads as red (hue 0).
        let turn = hue.isFinite ? hue : 0
        let h = (turn.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = brightness * saturation, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (Double, Double, Double) = switch Int(saturating: h) {
        case 0: (c, x, 0) case 1: (x, c, 0) case 2: (0, c, x)
        case 3: (0, x, c) case 4: (x, 0, c) default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// A colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(light: light.multipliedAlpha(opacity), dark: dark.multipliedAlpha(opacity), name: name,
              asset: asset?.multiplyingOpacity(opacity))
    }

    /// The concrete sRGB value in an environment.
    public func resolve(in environment: EnvironmentValues) -> RGBA {
        if let asset, let value = asset.resolve(in: environment) { return value }
        return environment.colorScheme == .dark ? dark : light
    }

    /// The colour's name for system colours, else its light-mode components.
    public var description: String { name ?? light.description }

    private static func system(_ name: String, _ light: UInt32, _ dark: UInt32) -> Color {
        Color(light: RGBA(hex: light), dark: RGBA(hex: dark), name: name)
    }

    // iOS light- and dark-mode system colours.
    /// iOS's system red: #FF3B30 in light mode, #FF453A in dark mode.
    public static let red = system("red", 0xFF3B30, 0xFF453A)
    /// iOS's system orange: #FF9500 in light mode, #FF9F0A in dark mode.
    public static let orange = system("orange", 0xFF9500, 0xFF9F0A)
    /// iOS's system yellow: #FFCC00 in light mode, #FFD60A in dark mode.
    public static let yellow = system("yellow", 0xFFCC00, 0xFFD60A)
    /// iOS's system green: #34C759 in light mode, #30D158 in dark mode.
    public static let green = system("green", 0x34C759, 0x30D158)
    /// iOS's system mint: #00C7BE in light mode, #63E6E2 in dark mode.
    public static let mint = system("mint", 0x00C7BE, 0x63E6E2)
    /// iOS's system teal: #30B0C7 in light mode, #40C8E0 in dark mode.
    public static let teal = system("teal", 0x30B0C7, 0x40C8E0)
    /// iOS's system cyan: #32ADE6 in light mode, #64D2FF in dark mode.
    public static let cyan = system("cyan", 0x32ADE6, 0x64D2FF)
    /// iOS's system blue: #007AFF in light mode, #0A84FF in dark mode.
    public static let blue = system("blue", 0x007AFF, 0x0A84FF)
    /// iOS's system indigo: #5856D6 in light mode, #5E5CE6 in dark mode.
    public static let indigo = system("indigo", 0x5856D6, 0x5E5CE6)
    /// iOS's system purple: #AF52DE in light mode, #BF5AF2 in dark mode.
    public static let purple = system("purple", 0xAF52DE, 0xBF5AF2)
    /// iOS's system pink: #FF2D55 in light mode, #FF375F in dark mode.
    public static let pink = system("pink", 0xFF2D55, 0xFF375F)
    /// iOS's system brown: #A2845E in light mode, #AC8E68 in dark mode.
    public static let brown = system("brown", 0xA2845E, 0xAC8E68)
    /// iOS's system gray: #8E8E93 in light mode, #8E8E93 in dark mode.
    public static let gray = system("gray", 0x8E8E93, 0x8E8E93)
    /// Black in both modes.
    public static let black = Color(light: RGBA(hex: 0), dark: RGBA(hex: 0), name: "black")
    /// White in both modes.
    public static let white = Color(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0xFFFFFF), name: "white")
    /// Fully transparent.
    public static let clear = Color(light: RGBA(hex: 0, alpha: 0), dark: RGBA(hex: 0, alpha: 0), name: "clear")
    /// Black in light mode, white in dark mode.
    public static let primary = Color(light: RGBA(hex: 0), dark: RGBA(hex: 0xFFFFFF), name: "primary")
    /// iOS's secondary label colour: #3C3C43 at 60% (light), #EBEBF5 at 60% (dark).
    public static let secondary = Color(
        light: RGBA(hex: 0x3C3C43, alpha: 0.6), dark: RGBA(hex: 0xEBEBF5, alpha: 0.6), name: "secondary")
    /// The accent colour: the app's `AccentColor` colour set when its asset catalogs have one
    /// (as Xcode's default accent colour name sets it; a set named with other case, such as
    /// `accentColor`, counts too), else system blue; a tint set on the content takes its place
    /// where the content draws in the accent colour.
    public static let accentColor = catalogAccent()

    private static func catalogAccent() -> Color {
        var reference = CatalogColorReference(name: "AccentColor", bundlePath: nil, isRequired: false)
        reference.ignoresCase = true
        return Color(light: Color.blue.light, dark: Color.blue.dark, name: "blue", asset: reference)
    }
}

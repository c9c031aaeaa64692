import Foundation

/// A colour in the sRGB colour space with straight (not premultiplied) alpha,
/// components in 0…1: what the display list and the backends consume.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// The red, green, blue and alpha components, each in 0…1; the colour components are not premultiplied by alpha.
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// Creates a colour from sRGB components and straight alpha; each is clamped to 0…1 and NaN reads as 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
    }
    /// `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }
    func multipliedAlpha(_ factor: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha * factor) }
    public var description: String {
        String(format: "RGBA(%.3f, %.3f, %.3f, %.3f)", red, green, blue, alpha)
    }
}

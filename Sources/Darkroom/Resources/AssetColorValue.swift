import Foundation

/// A colour set entry's colour turned into display-list sRGB.
///
/// Components are read in the three notations Xcode's colour editor writes: floating point
/// (`"0.500"`), 8-bit integers (`"128"`, "0–255") and hexadecimal (`"0x80"`). Colour spaces:
/// `srgb`, `extended-srgb`, `display-p3` (converted to sRGB, clamped: Darkroom draws sRGB),
/// `extended-linear-srgb` (gamma-encoded), `gray-gamma-22` and `extended-gray`. A
/// `reference` to a system colour takes iOS's value for the appearance.
enum AssetColorValue {
    static func rgba(_ value: AssetContents.ColorValue, appearance: ColorScheme,
                     in url: URL) throws(AssetCatalogError) -> RGBA {
        if let reference = value.reference {
            guard let system = SystemColorReference.color(named: reference) else {
                throw .invalidColor(url, reason: "unknown system colour \(reference)")
            }
            return appearance == .dark ? system.dark : system.light
        }
        let components = value.components ?? [:]
        func component(_ key: String, default fallback: Double? = nil) throws(AssetCatalogError) -> Double {
            guard let text = components[key]?.text else {
                if let fallback { return fallback }
                throw .invalidColor(url, reason: "no \(key) component")
            }
            guard let v = parse(text) else { throw .invalidColor(url, reason: "\(key) = \"\(text)\"") }
            return v
        }
        let alpha = try component("alpha", default: 1)
        let space = (value.colorSpace ?? "srgb").lowercased()
        if space.contains("gray") {
            let white = try component("white")
            // Gray gamma 2.2 to sRGB: through linear light.
            let linear = pow(max(white, 0), 2.2)
            let v = space == "extended-gray" ? white : encodeSRGB(linear)
            return RGBA(red: v, green: v, blue: v, alpha: alpha)
        }
        var r = try component("red"), g = try component("green"), b = try component("blue")
        switch space {
        case "display-p3":
            (r, g, b) = displayP3ToSRGB(r, g, b)
        case "extended-linear-srgb", "linear-srgb":
            (r, g, b) = (encodeSRGB(r), encodeSRGB(g), encodeSRGB(b))
        default:
            break
        }
        return RGBA(red: r, green: g, blue: b, alpha: alpha)
    }

    /// One component: `0x..` is hexadecimal over 255, an integer is over 255, anything with a
    /// decimal point (or exponent) is a fraction.
    static func parse(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.lowercased().hasPrefix("0x") {
            return UInt32(t.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if t.contains(".") || t.lowercased().contains("e") { return Double(t) }
        return Int(t).map { Double($0) / 255 }
    }

    static func encodeSRGB(_ v: Double) -> Double {
        let s = v < 0 ? -1.0 : 1.0, a = abs(v)
        return s * (a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055)
    }

    static func decodeSRGB(_ v: Double) -> Double {
        let s = v < 0 ? -1.0 : 1.0, a = abs(v)
        return s * (a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4))
    }

    /// Display P3 (D65, sRGB transfer curve) to sRGB: linearise, change primaries, re-encode.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let lr = decodeSRGB(r), lg = decodeSRGB(g), lb = decodeSRGB(b)
        let sr = 1.2249401 * lr - 0.2249404 * lg
        let sg = -0.0420569 * lr + 1.0420571 * lg
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encodeSRGB(sr), encodeSRGB(sg), encodeSRGB(sb))
    }
}

import Foundation

/// A colour in CIE L*a*b* (D65 white), made from 8-bit sRGB.
///
/// This is the space Core Image's `CILabDeltaE` filter measures in, which
/// swift-snapshot-testing's perceptual comparison uses on Apple platforms (``PerceptualDifference``).
package struct LabColor: Equatable, Sendable {
    /// Lightness, 0 (black) to 100 (white).
    package var l: Double
    /// Green (negative) to red (positive).
    package var a: Double
    /// Blue (negative) to yellow (positive).
    package var b: Double

    /// A colour from its three coordinates.
    package init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The Lab colour of an 8-bit sRGB colour (IEC 61966-2-1 transfer curve, D65 white point).
    package init(red: UInt8, green: UInt8, blue: UInt8) {
        let table = Self.linearTable
        let r = table[Int(red)]
        let g = table[Int(green)]
        let b = table[Int(blue)]
        // sRGB primaries to XYZ (D65), divided by the white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = Self.f(x)
        let fy = Self.f(y)
        let fz = Self.f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIE L*a*b*'s companding function.
    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0
        let kappa = 24389.0 / 27.0
        return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }

    /// sRGB byte to linear light, for all 256 values.
    private static let linearTable: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIE 1994 colour difference (graphic-arts weights kL = 1, K1 = 0.045, K2 = 0.015)
    /// from `self` (the reference) to `other`: 0 for equal colours, about 2 just noticeable,
    /// 100 for black against white. Core Image documents `CILabDeltaE` as ΔE 1994.
    package func deltaE94(to other: LabColor) -> Double {
        let dL = l - other.l
        let c1 = (a * a + b * b).squareRoot()
        let c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let dC = c1 - c2
        let da = a - other.a
        let db = b - other.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1
        let sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }
}

/// The perceptual difference of two premultiplied pixels.
///
/// Core Image compares colours; a snapshot also has coverage (alpha). Each
/// pixel is therefore composited over black and over white, and the larger of
/// the two ΔE 1994 values counts: for opaque pixels that is their plain colour
/// difference, and a pixel that only changed its alpha still shows up.
package enum PerceptualDelta {
    /// ΔE between reference pixel `r` and new pixel `n`, each as premultiplied (blue, green, red, alpha) bytes.
    package static func deltaE(reference r: (UInt8, UInt8, UInt8, UInt8),
                               new n: (UInt8, UInt8, UInt8, UInt8)) -> Double {
        // Premultiplied bytes are the colour over black; adding the uncovered part gives the colour over white.
        let overBlack = LabColor(red: r.2, green: r.1, blue: r.0)
            .deltaE94(to: LabColor(red: n.2, green: n.1, blue: n.0))
        if r.3 == 255 && n.3 == 255 { return overBlack }
        func white(_ c: UInt8, _ alpha: UInt8) -> UInt8 { UInt8(min(255, Int(c) + 255 - Int(alpha))) }
        let overWhite = LabColor(red: white(r.2, r.3), green: white(r.1, r.3), blue: white(r.0, r.3))
            .deltaE94(to: LabColor(red: white(n.2, n.3), green: white(n.1, n.3), blue: white(n.0, n.3)))
        return max(overBlack, overWhite)
    }
}

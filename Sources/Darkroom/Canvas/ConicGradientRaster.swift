import Foundation

/// Conic gradients for `GraphicsContext.Shading.conicGradient`, rasterised.
///
/// cairo 1.16 has no conic pattern (a mesh pattern can approximate one; see the
/// shape-style backend). A graphics context knows the display scale, so it
/// rasterises the sweep at device resolution into an image that the recorded
/// fill clips to the path. PDF and SVG therefore get a bitmap for this shading.
enum ConicGradientRaster {
    /// The largest raster made for one fill, in pixels.
    static let maximumPixels = 16_000_000

    static func items(stops: [GradientStop], center: CGPoint, angle: Double, area: CGRect, scale: CGFloat)
        -> [DisplayItem]
    {
        guard !stops.isEmpty, !area.isNull, area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite,
              scale.isFinite, scale > 0 else { return [] }
        var s = scale
        if Double(area.width * s) * Double(area.height * s) > Double(maximumPixels) {
            s = (CGFloat(maximumPixels) / (area.width * area.height)).squareRoot()
        }
        let w = max(1, Int(saturating: (area.width * s).rounded(.up)))
        let h = max(1, Int(saturating: (area.height * s).rounded(.up)))
        let sorted = stops.sorted { $0.location < $1.location }
        // A 1024-entry colour table along the sweep.
        let table: [(UInt8, UInt8, UInt8, UInt8)] = (0..<1024).map { i in
            let t = Double(i) / 1023
            let c = sorted.color(at: t)
            func q(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
            return (q(c.blue * c.alpha), q(c.green * c.alpha), q(c.red * c.alpha), q(c.alpha))
        }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let twoPi = 2 * Double.pi
        pixels.withUnsafeMutableBufferPointer { px in
            for y in 0..<h {
                let uy = Double(area.minY) + (Double(y) + 0.5) / Double(s) - Double(center.y)
                for x in 0..<w {
                    let ux = Double(area.minX) + (Double(x) + 0.5) / Double(s) - Double(center.x)
                    var a = atan2(uy, ux) - angle
                    a = a.truncatingRemainder(dividingBy: twoPi)
                    if a < 0 { a += twoPi }
                    let entry = table[min(1023, Int(a / twoPi * 1023 + 0.5))]
                    let i = (y * w + x) * 4
                    px[i] = entry.0; px[i + 1] = entry.1; px[i + 2] = entry.2; px[i + 3] = entry.3
                }
            }
        }
        guard let image = CGImage(width: w, height: h, bytesPerRow: w * 4, premultipliedBGRA: pixels) else { return [] }
        return [.image(image, CGRect(x: area.minX, y: area.minY, width: CGFloat(w) / s, height: CGFloat(h) / s), .low)]
    }
}

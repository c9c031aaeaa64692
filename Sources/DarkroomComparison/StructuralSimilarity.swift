/// The SSIM measure: mean structural similarity of two pictures' luminance (``InkPicture``, over white)
/// over one region of both (pixels, with their top-left corners together).
package enum StructuralSimilarity {
    /// Mean SSIM on luminance with 7 × 7 box windows (clipped at the region's edges) and the usual constants
    /// (K1 = 0.01, K2 = 0.03, dynamic range 1): 1 for the same luminance, lower as structure differs.
    package static func mean(_ a: InkPicture, _ b: InkPicture, region: PixelBox) -> Double {
        let w = region.width, h = region.height
        guard w > 0, h > 0 else { return 1 }
        let ga = a.crop(region).gray, gb = b.crop(region).gray
        // Summed-area tables of u, v, u², v², uv make each window O(1).
        let stride = w + 1, plane = stride * (h + 1)
        var sums = [Double](repeating: 0, count: plane * 5)
        var total = 0.0
        sums.withUnsafeMutableBufferPointer { s in
            ga.withUnsafeBufferPointer { pa in
                gb.withUnsafeBufferPointer { pb in
                    for y in 0..<h {
                        var r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0
                        for x in 0..<w {
                            let u = pa[y * w + x], v = pb[y * w + x]
                            r0 += u; r1 += v; r2 += u * u; r3 += v * v; r4 += u * v
                            let to = (y + 1) * stride + x + 1, above = y * stride + x + 1
                            s[to] = s[above] + r0
                            s[plane + to] = s[plane + above] + r1
                            s[2 * plane + to] = s[2 * plane + above] + r2
                            s[3 * plane + to] = s[3 * plane + above] + r3
                            s[4 * plane + to] = s[4 * plane + above] + r4
                        }
                    }
                }
            }
            let c1 = 0.01 * 0.01, c2 = 0.03 * 0.03, half = 3
            for y in 0..<h {
                let y0 = max(0, y - half), y1 = min(h, y + half + 1)
                for x in 0..<w {
                    let x0 = max(0, x - half), x1 = min(w, x + half + 1)
                    let n = Double((y1 - y0) * (x1 - x0))
                    let i11 = y1 * stride + x1, i01 = y0 * stride + x1, i10 = y1 * stride + x0, i00 = y0 * stride + x0
                    var m = (0.0, 0.0, 0.0, 0.0, 0.0)
                    m.0 = (s[i11] - s[i01] - s[i10] + s[i00]) / n
                    m.1 = (s[plane + i11] - s[plane + i01] - s[plane + i10] + s[plane + i00]) / n
                    m.2 = (s[2 * plane + i11] - s[2 * plane + i01] - s[2 * plane + i10] + s[2 * plane + i00]) / n
                    m.3 = (s[3 * plane + i11] - s[3 * plane + i01] - s[3 * plane + i10] + s[3 * plane + i00]) / n
                    m.4 = (s[4 * plane + i11] - s[4 * plane + i01] - s[4 * plane + i10] + s[4 * plane + i00]) / n
                    let vu = m.2 - m.0 * m.0, vv = m.3 - m.1 * m.1, cov = m.4 - m.0 * m.1
                    total += ((2 * m.0 * m.1 + c1) * (2 * cov + c2)) / ((m.0 * m.0 + m.1 * m.1 + c1) * (vu + vv + c2))
                }
            }
        }
        return total / Double(w * h)
    }
}

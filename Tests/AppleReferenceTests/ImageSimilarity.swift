import Darkroom
import Foundation

/// A rectangle of pixels, maximum edges exclusive.
struct PixelBox: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int
    var width: Int { maxX - minX }
    var height: Int { maxY - minY }

    func union(_ other: PixelBox) -> PixelBox {
        PixelBox(minX: min(minX, other.minX), minY: min(minY, other.minY),
                 maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    func insetBy(_ d: Int) -> PixelBox { PixelBox(minX: minX + d, minY: minY + d, maxX: maxX - d, maxY: maxY - d) }
}

/// A picture as the corpus comparison sees it: colours composited over white, and
/// "ink", the pixels that differ from the picture's background by more than
/// `inkThreshold` (of 255) in a channel. The background is the top-left pixel: every
/// reference in the corpus starts on its backdrop.
struct InkPicture {
    static let inkThreshold = 25

    let image: CGImage
    var width: Int { image.width }
    var height: Int { image.height }
    /// Where the ink is, nil for a blank picture.
    private(set) var inkBounds: PixelBox?
    /// The background over white, red, green, blue (0…255).
    private let background: (Int, Int, Int)

    init(_ image: CGImage) {
        self.image = image
        let data = image.data
        // Premultiplied BGRA over white: each channel becomes c + (255 - alpha).
        let rest = 255 - Int(data[3])
        background = (Int(data[2]) + rest, Int(data[1]) + rest, Int(data[0]) + rest)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let (w, h, stride, bg, t) = (image.width, image.height, image.bytesPerRow, background, Self.inkThreshold)
        data.withUnsafeBufferPointer { bytes in
            let p = bytes.baseAddress!
            for y in 0..<h {
                var row = p + y * stride
                for x in 0..<w {
                    let r = 255 - Int(row[3])
                    if abs(Int(row[2]) + r - bg.0) > t || abs(Int(row[1]) + r - bg.1) > t
                        || abs(Int(row[0]) + r - bg.2) > t {
                        if x < minX { minX = x }
                        if x >= maxX { maxX = x + 1 }
                        if y < minY { minY = y }
                        maxY = y + 1
                    }
                    row += 4
                }
            }
        }
        inkBounds = maxX < 0 ? nil : PixelBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// Luminance (Rec. 709, over white, 0…1) and ink of `region`, row by row; outside the
    /// picture is white and ink-free.
    func crop(_ region: PixelBox) -> (gray: [Double], ink: [Bool]) {
        var gray = [Double](repeating: 1, count: region.width * region.height)
        var ink = [Bool](repeating: false, count: gray.count)
        let (bg, t, stride) = (background, Self.inkThreshold, image.bytesPerRow)
        let xs = max(0, region.minX)..<min(width, region.maxX)
        image.data.withUnsafeBufferPointer { bytes in
            gray.withUnsafeMutableBufferPointer { g in
                ink.withUnsafeMutableBufferPointer { k in
                    for y in max(0, region.minY)..<min(height, region.maxY) {
                        var row = bytes.baseAddress! + y * stride + xs.lowerBound * 4
                        var i = (y - region.minY) * region.width + (xs.lowerBound - region.minX)
                        for _ in xs {
                            let rest = 255 - Int(row[3])
                            let r = Int(row[2]) + rest, gr = Int(row[1]) + rest, b = Int(row[0]) + rest
                            g[i] = (0.2126 * Double(r) + 0.7152 * Double(gr) + 0.0722 * Double(b)) / 255
                            k[i] = abs(r - bg.0) > t || abs(gr - bg.1) > t || abs(b - bg.2) > t
                            row += 4
                            i += 1
                        }
                    }
                }
            }
        }
        return (gray, ink)
    }
}

/// How alike two pictures of the same scene are, over one region of both (pixels, with
/// their top-left corners together).
enum ImageSimilarity {
    /// Intersection over union of the two ink masks, each grown by `radius` pixels in every
    /// direction, so that strokes a pixel apart, or another typeface's glyphs over the same
    /// words, still overlap: this compares where things are, not their artwork. Two blank
    /// pictures count as identical.
    static func inkIoU(_ a: InkPicture, _ b: InkPicture, region: PixelBox, radius: Int) -> Double {
        let w = region.width, h = region.height
        let ma = dilate(a.crop(region).ink, w, h, radius), mb = dilate(b.crop(region).ink, w, h, radius)
        var both = 0, either = 0
        ma.withUnsafeBufferPointer { pa in
            mb.withUnsafeBufferPointer { pb in
                for i in 0..<(w * h) {
                    if pa[i] && pb[i] { both += 1 }
                    if pa[i] || pb[i] { either += 1 }
                }
            }
        }
        return either == 0 ? 1 : Double(both) / Double(either)
    }

    /// A mask grown by a square of `radius`: rows, then columns, each by a running count
    /// of set pixels in the window.
    static func dilate(_ mask: [Bool], _ w: Int, _ h: Int, _ radius: Int) -> [Bool] {
        guard radius > 0 else { return mask }
        func pass(_ input: [Bool], count: Int, lines: Int, step: Int, lineStep: Int) -> [Bool] {
            var out = [Bool](repeating: false, count: input.count)
            input.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    for line in 0..<lines {
                        let base = line * lineStep
                        var inWindow = 0
                        // The window of position i spans i - radius ... i + radius.
                        for i in 0..<min(count, radius) where src[base + i * step] { inWindow += 1 }
                        for i in 0..<count {
                            let enter = i + radius, leave = i - radius - 1
                            if enter < count && src[base + enter * step] { inWindow += 1 }
                            if leave >= 0 && src[base + leave * step] { inWindow -= 1 }
                            dst[base + i * step] = inWindow > 0
                        }
                    }
                }
            }
            return out
        }
        let rows = pass(mask, count: w, lines: h, step: 1, lineStep: w)
        return pass(rows, count: h, lines: w, step: w, lineStep: 1)
    }

    /// Mean structural similarity (SSIM on luminance, 7 × 7 box windows, the usual constants).
    static func ssim(_ a: InkPicture, _ b: InkPicture, region: PixelBox) -> Double {
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

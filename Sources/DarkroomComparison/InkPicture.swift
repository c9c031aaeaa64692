import Darkroom

/// A picture as the ink-IoU and SSIM measures see it: colours composited over white, and "ink", the
/// pixels that differ from the picture's background by more than `inkThreshold` (of 255) in a channel.
/// The background is the top-left pixel: a picture measured this way starts on its backdrop.
package struct InkPicture {
    /// A channel difference from the background above this is ink (about 10 %).
    package static let inkThreshold = 25

    /// The picture measured.
    package let image: CGImage
    /// The picture's width in pixels.
    package var width: Int { image.width }
    /// The picture's height in pixels.
    package var height: Int { image.height }
    /// Where the ink is, nil for a blank picture.
    package private(set) var inkBounds: PixelBox?
    /// The background over white, red, green, blue (0…255).
    private let background: (Int, Int, Int)
    /// OR-ed into every alpha byte: 255 for images stored without alpha (as ``ComparedPixels`` reads them).
    private let alphaFill: UInt8

    /// Finds the picture's background and ink.
    package init(_ image: CGImage) {
        self.image = image
        let fill = UInt8(truncatingIfNeeded: ComparedPixels(image).alphaFill >> 24)
        alphaFill = fill
        let data = image.data
        // Premultiplied BGRA over white: each channel becomes c + (255 - alpha).
        let rest = 255 - Int(data[3] | fill)
        background = (Int(data[2]) + rest, Int(data[1]) + rest, Int(data[0]) + rest)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let (w, h, stride, bg, t) = (image.width, image.height, image.bytesPerRow, background, Self.inkThreshold)
        data.withUnsafeBufferPointer { bytes in
            let p = bytes.baseAddress!
            for y in 0..<h {
                var row = p + y * stride
                for x in 0..<w {
                    let r = 255 - Int(row[3] | fill)
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
    package func crop(_ region: PixelBox) -> (gray: [Double], ink: [Bool]) {
        var gray = [Double](repeating: 1, count: region.width * region.height)
        var ink = [Bool](repeating: false, count: gray.count)
        let (bg, t, stride, fill) = (background, Self.inkThreshold, image.bytesPerRow, alphaFill)
        // The part of the region inside the picture (empty when they do not meet).
        let x0 = max(0, region.minX), y0 = max(0, region.minY)
        let xs = x0..<max(x0, min(width, region.maxX)), ys = y0..<max(y0, min(height, region.maxY))
        image.data.withUnsafeBufferPointer { bytes in
            gray.withUnsafeMutableBufferPointer { g in
                ink.withUnsafeMutableBufferPointer { k in
                    for y in ys {
                        var row = bytes.baseAddress! + y * stride + xs.lowerBound * 4
                        var i = (y - region.minY) * region.width + (xs.lowerBound - region.minX)
                        for _ in xs {
                            let rest = 255 - Int(row[3] | fill)
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

import Foundation

extension CGImage {
    /// The image drawn upright for an orientation: the pixels rotated and/or
    /// mirrored as EXIF orientations say (`.right` is stored rotated 90°
    /// counter-clockwise, so it is turned 90° clockwise to display).
    public func oriented(_ orientation: Image.Orientation) -> CGImage {
        if orientation == .up { return self }
        let (w, h) = (width, height)
        let swaps = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let (ow, oh) = swaps ? (h, w) : (w, h)
        // For an output pixel, the source pixel it shows.
        let source: (Int, Int) -> (Int, Int) = switch orientation {
        case .up: { ($0, $1) }
        case .upMirrored: { (w - 1 - $0, $1) }
        case .down: { (w - 1 - $0, h - 1 - $1) }
        case .downMirrored: { ($0, h - 1 - $1) }
        case .right: { ($1, h - 1 - $0) }
        case .left: { (w - 1 - $1, $0) }
        case .leftMirrored: { ($1, $0) }
        case .rightMirrored: { (w - 1 - $1, h - 1 - $0) }
        }
        var out = [UInt8](repeating: 0, count: ow * oh * 4)
        data.withUnsafeBufferPointer { src in
            for y in 0..<oh {
                for x in 0..<ow {
                    let (sx, sy) = source(x, y)
                    let s = sy * bytesPerRow + sx * 4, d = (y * ow + x) * 4
                    out[d] = src[s]; out[d + 1] = src[s + 1]; out[d + 2] = src[s + 2]; out[d + 3] = src[s + 3]
                }
            }
        }
        let image = CGImage(width: ow, height: oh, bytesPerRow: ow * 4, premultipliedBGRA: out)!
        image.colorSpace = colorSpace
        image.alphaInfo = alphaInfo
        return image
    }
}

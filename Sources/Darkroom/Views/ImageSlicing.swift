import Foundation

/// Turns a bitmap and its cap insets into image items for a destination rect:
/// nine-slice scaling, with stretched or tiled edges and centre.
///
/// Corners are drawn at their natural size (shrunk proportionally when the
/// destination is smaller than the two caps together); slices are cropped at
/// whole pixels of the source.
struct ImageSlicing: @unchecked Sendable {
    let image: CGImage
    let scale: CGFloat
    let capInsets: EdgeInsets
    let mode: Image.ResizingMode
    let interpolation: ImageInterpolation
    /// Above this many tiles in one slice, the slice is stretched instead.
    static let maxTiles = 4096

    func items(in rect: CGRect) -> [DisplayItem] {
        let plain = capInsets.top <= 0 && capInsets.bottom <= 0 && capInsets.leading <= 0 && capInsets.trailing <= 0
        if plain && mode == .stretch { return [.image(image, rect, interpolation)] }
        let w = CGFloat(image.width), h = CGFloat(image.height)
        // Source cuts in pixels, clamped so opposite caps never overlap.
        func caps(_ a: CGFloat, _ b: CGFloat, limit: CGFloat) -> (CGFloat, CGFloat) {
            var a = (max(0, a.isFinite ? a : 0) * scale).rounded(), b = (max(0, b.isFinite ? b : 0) * scale).rounded()
            if a + b > limit { let k = limit / (a + b); a = (a * k).rounded(.down); b = (b * k).rounded(.down) }
            return (a, b)
        }
        let (sl, sr) = caps(capInsets.leading, capInsets.trailing, limit: w)
        let (st, sb) = caps(capInsets.top, capInsets.bottom, limit: h)
        // Destination cuts in points.
        func fit(_ a: CGFloat, _ b: CGFloat, length: CGFloat) -> (CGFloat, CGFloat) {
            let a = a / scale, b = b / scale
            if a + b > length, a + b > 0 { let k = length / (a + b); return (a * k, b * k) }
            return (a, b)
        }
        let (dl, dr) = fit(sl, sr, length: rect.width)
        let (dt, db) = fit(st, sb, length: rect.height)
        let sx = [0, sl, w - sr, w], sy = [0, st, h - sb, h]
        let dx = [rect.minX, rect.minX + dl, rect.maxX - dr, rect.maxX]
        let dy = [rect.minY, rect.minY + dt, rect.maxY - db, rect.maxY]

        var items: [DisplayItem] = []
        for row in 0..<3 {
            for col in 0..<3 {
                let src = CGRect(x: sx[col], y: sy[row], width: sx[col + 1] - sx[col], height: sy[row + 1] - sy[row])
                let dst = CGRect(x: dx[col], y: dy[row], width: dx[col + 1] - dx[col], height: dy[row + 1] - dy[row])
                guard src.width >= 1, src.height >= 1, dst.width > 0, dst.height > 0,
                    let slice = (src.size == CGSize(width: w, height: h) ? image : image.cropping(to: src))
                else { continue }
                // Corners never repeat; edges and the centre tile in tile mode.
                let isCorner = col != 1 && row != 1
                if mode == .tile && !isCorner {
                    items.append(
                        contentsOf: tiles(
                            slice, size: CGSize(width: src.width / scale, height: src.height / scale), in: dst))
                } else {
                    items.append(.image(slice, dst, interpolation))
                }
            }
        }
        return items
    }

    /// Copies of `slice` at its natural size from the destination's top-left, clipped to it.
    private func tiles(_ slice: CGImage, size: CGSize, in dst: CGRect) -> [DisplayItem] {
        let columns = Int(saturating: (dst.width / size.width - 1e-9).rounded(.up))
        let rows = Int(saturating: (dst.height / size.height - 1e-9).rounded(.up))
        guard columns > 0, rows > 0, columns <= Self.maxTiles, rows <= Self.maxTiles,
              columns * rows <= Self.maxTiles else {
            return [.image(slice, dst, interpolation)]
        }
        var tiles: [DisplayItem] = []
        for r in 0..<rows {
            for c in 0..<columns {
                tiles.append(
                    .image(
                        slice,
                        CGRect(
                            x: dst.minX + CGFloat(c) * size.width, y: dst.minY + CGFloat(r) * size.height,
                            width: size.width, height: size.height), interpolation))
            }
        }
        return [.group(DisplayGroup(clips: [ClipPath(path: Path(dst))], items: tiles))]
    }
}

/// A rectangle of pixels, maximum edges exclusive: where the ink-IoU and SSIM measures look.
package struct PixelBox: Equatable, Sendable {
    /// The edges in pixels; `maxX` and `maxY` are just outside the box.
    package var minX: Int, minY: Int, maxX: Int, maxY: Int

    /// A box from its edges.
    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The box's width in pixels.
    package var width: Int { maxX - minX }
    /// The box's height in pixels.
    package var height: Int { maxY - minY }

    /// The smallest box holding both.
    package func union(_ other: PixelBox) -> PixelBox {
        PixelBox(minX: min(minX, other.minX), minY: min(minY, other.minY),
                 maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The box moved in by `d` pixels on every side (out for negative `d`).
    package func insetBy(_ d: Int) -> PixelBox {
        PixelBox(minX: minX + d, minY: minY + d, maxX: maxX - d, maxY: maxY - d)
    }
}

import Foundation

/// A region of an image repeated over the plane: the paint of `ImagePaint`.
@_spi(Engine) public struct ImagePattern: Sendable, Hashable {
    /// The image whose pixels repeat.
    public var image: CGImage
    /// The region of the image that repeats, in the image's pixels.
    public var source: CGRect
    /// Where one repetition of `source` lands, in the drawing's coordinates; the others tile the plane from it.
    public var tile: CGRect
    /// The opacity the pattern is drawn with.
    public var opacity: Double = 1
    /// How the image's pixels are sampled when the tile is not drawn at their size (the image's
    /// `interpolation(_:)`).
    public var interpolation: ImageInterpolation = .high

    /// Creates a pattern of `source`'s pixels repeated from `tile`.
    public init(image: CGImage, source: CGRect, tile: CGRect, opacity: Double = 1,
                interpolation: ImageInterpolation = .high) {
        self.image = image; self.source = source; self.tile = tile; self.opacity = opacity
        self.interpolation = interpolation
    }

    /// One colour for the places that take a single colour (a tint, a text decoration): the pixel at the
    /// centre of the repeated region.
    var representativeColor: RGBA {
        let c = image.pixel(x: Int(source.midX), y: Int(source.midY)) ?? RGBA(hex: 0)
        return c.multipliedAlpha(opacity)
    }

    /// The pattern moved by (`dx`, `dy`).
    func offsetBy(dx: CGFloat, dy: CGFloat) -> ImagePattern {
        var p = self; p.tile = tile.offsetBy(dx: dx, dy: dy); return p
    }

    public static func == (a: ImagePattern, b: ImagePattern) -> Bool {
        a.image === b.image && a.source == b.source && a.tile == b.tile && a.opacity == b.opacity
            && a.interpolation == b.interpolation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(image))
        hasher.combine(tile.minX); hasher.combine(tile.minY); hasher.combine(tile.width); hasher.combine(tile.height)
        hasher.combine(opacity)
    }
}

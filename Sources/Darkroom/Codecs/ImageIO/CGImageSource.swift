import Foundation

#if !canImport(Darwin)
/// Encoded image bytes ImageIO reads, as its `CGImageSource`: PNG, JPEG, GIF, WebP, BMP and TIFF, from data, a
/// file URL or a data provider.
///
/// A source holds one image: the first frame of an animated GIF or WebP (Apple's sources count every frame).
/// Images come as stored, as ImageIO's do; `kCGImagePropertyOrientation` says how to turn them upright, and
/// thumbnails with `kCGImageSourceCreateThumbnailWithTransform` are turned.
public final class CGImageSource: @unchecked Sendable {
    let data: Data
    private lazy var image: CGImage? = ImageDecoding.decode(data)

    init(data: Data) { self.data = data }

    var count: Int { image == nil ? 0 : 1 }

    func image(at index: Int) -> CGImage? { index == 0 ? image : nil }

    var typeIdentifier: String? {
        switch ImageDecoding.sniff(data) {
        case .png?: return "public.png"
        case .jpeg?: return "public.jpeg"
        case .gif?: return "com.compuserve.gif"
        case .webp?: return "org.webmproject.webp"
        case .bmp?: return "com.microsoft.bmp"
        case .tiff?: return "public.tiff"
        case nil: return nil
        }
    }

    func properties(at index: Int) -> [AnyHashable: Any]? {
        guard let image = image(at: index) else { return nil }
        let orientation = CGImagePropertyOrientation(ExifOrientation.read(data))
        return [kCGImagePropertyPixelWidth: image.width, kCGImagePropertyPixelHeight: image.height,
                kCGImagePropertyOrientation: orientation.rawValue,
                kCGImagePropertyHasAlpha: image.alphaInfo != .none && image.alphaInfo != .noneSkipFirst
                    && image.alphaInfo != .noneSkipLast,
                kCGImagePropertyDPIWidth: 72, kCGImagePropertyDPIHeight: 72]
    }

    func thumbnail(at index: Int, _ options: [AnyHashable: Any]) -> CGImage? {
        guard var image = image(at: index) else { return nil }
        if options[kCGImageSourceCreateThumbnailWithTransform] as? Bool == true {
            image = image.oriented(ExifOrientation.read(data))
        }
        let limit = (options[kCGImageSourceThumbnailMaxPixelSize] as? Int)
            ?? (options[kCGImageSourceThumbnailMaxPixelSize] as? Double).map { Int($0) }
            ?? (options[kCGImageSourceThumbnailMaxPixelSize] as? CGFloat).map { Int($0) }
        guard let limit, limit > 0, max(image.width, image.height) > limit else { return image }
        let factor = Double(limit) / Double(max(image.width, image.height))
        let w = max(1, Int((Double(image.width) * factor).rounded()))
        let h = max(1, Int((Double(image.height) * factor).rounded()))
        guard let context = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) else { return image }
        context.interpolationQuality = .high
        context.draw(image, in: CGRect(x: 0, y: 0, width: w, height: h))
        return context.makeImage() ?? image
    }
}

/// A source over encoded bytes (`nil` never: a source of unreadable bytes holds no image, as on Apple platforms).
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: data)
}

/// A source over the file at `url`; `nil` when it cannot be read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return CGImageSource(data: data)
}

/// A source over a data provider's bytes.
public func CGImageSourceCreateWithDataProvider(_ provider: CGDataProvider, _ options: CFDictionary?)
    -> CGImageSource? {
    guard let data = provider.data else { return nil }
    return CGImageSource(data: data)
}

/// The number of images in the source: 1 for readable bytes (the first frame of an animation), else 0.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.count }

/// The type identifier of the source's bytes (`public.png`, …), or `nil` for bytes of no known type.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.typeIdentifier }

/// The image at `index`, as stored (not turned upright), or `nil`.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage? {
    isrc.image(at: index)
}

/// A thumbnail of the image at `index`: scaled down to `kCGImageSourceThumbnailMaxPixelSize`, turned upright with
/// `kCGImageSourceCreateThumbnailWithTransform`.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage? {
    isrc.thumbnail(at: index, options ?? [:])
}

/// Pixel width and height, orientation, alpha and resolution of the image at `index`.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CFDictionary? {
    isrc.properties(at: index)
}

/// The type identifiers a source reads.
public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    ["public.png", "public.jpeg", "com.compuserve.gif", "org.webmproject.webp", "com.microsoft.bmp", "public.tiff"]
}
#endif

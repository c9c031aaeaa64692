import Foundation

#if !canImport(Darwin)
/// Where ImageIO writes images, as its `CGImageDestination`: a URL, mutable data or a data consumer, and one of the
/// types `CGImageDestinationCopyTypeIdentifiers()` lists. The bytes are written when the destination is finalized.
///
/// PNG, JPEG, GIF, TIFF and BMP are written, one image each (Apple's animated GIFs and multi-page TIFFs are not:
/// a destination for more than one image of them is not created). JPEG takes
/// `kCGImageDestinationLossyCompressionQuality` (0.9 when not given); other properties are accepted and not written.
public final class CGImageDestination: @unchecked Sendable {
    enum Target { case url(URL), data(NSMutableData), consumer(CGDataConsumer) }
    let target: Target
    let type: String
    let count: Int
    private(set) var images: [(CGImage, [AnyHashable: Any])] = []
    private(set) var properties: [AnyHashable: Any] = [:]
    private(set) var finalized = false

    init?(target: Target, type: String, count: Int) {
        guard Self.writable.contains(type), count == 1 else { return nil }
        self.target = target
        self.type = type
        self.count = count
    }

    /// The types a destination writes.
    static let writable: [String] = ["public.png", "public.jpeg", "com.compuserve.gif", "public.tiff",
                                     "com.microsoft.bmp"]

    func add(_ image: CGImage, _ options: [AnyHashable: Any]?) {
        guard !finalized, images.count < count else { return }
        images.append((image, options ?? [:]))
    }

    func set(_ options: [AnyHashable: Any]?) {
        properties.merge(options ?? [:]) { $1 }
    }

    func finalize() -> Bool {
        guard !finalized, images.count == count, let first = images.first else { return false }
        finalized = true
        let settings = properties.merging(first.1) { $1 }
        guard let bytes = try? encode(first.0, settings) else { return false }
        switch target {
        case .url(let url):
            return (try? AtomicFile.write(bytes, to: url)) != nil
        case .data(let data):
            data.append(bytes)
            return true
        case .consumer(let consumer):
            switch consumer.destination {
            case .data(let data):
                data.append(bytes)
                return true
            case .file(let url):
                return (try? AtomicFile.write(bytes, to: url)) != nil
            }
        }
    }

    private func encode(_ image: CGImage, _ settings: [AnyHashable: Any]) throws -> Data {
        switch type {
        case "public.jpeg":
            let quality = (settings[kCGImageDestinationLossyCompressionQuality] as? Double)
                ?? (settings[kCGImageDestinationLossyCompressionQuality] as? CGFloat).map(Double.init)
                ?? (settings[kCGImageDestinationLossyCompressionQuality] as? Float).map(Double.init) ?? 0.9
            return try JPEGEncoder(quality: min(max(quality, 0), 1)).encode(image)
        case "com.compuserve.gif": return try GIFEncoder().encode(image)
        case "public.tiff": return try TIFFEncoder().encode(image)
        case "com.microsoft.bmp": return try BMPEncoder().encode(image)
        default: return try PNGEncoder().encode(image)
        }
    }
}

/// A destination writing `count` images of `type` to a file URL when finalized; `nil` for a type it cannot write,
/// a count other than one, or a URL that is not a file's.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int,
                                            _ options: CFDictionary?) -> CGImageDestination? {
    guard url.isFileURL else { return nil }
    return CGImageDestination(target: .url(url), type: type, count: count)
}

/// A destination appending the encoded image to `data` when finalized.
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int,
                                             _ options: CFDictionary?) -> CGImageDestination? {
    CGImageDestination(target: .data(data), type: type, count: count)
}

/// A destination handing the encoded image to `consumer` when finalized.
public func CGImageDestinationCreateWithDataConsumer(_ consumer: CGDataConsumer, _ type: CFString, _ count: Int,
                                                     _ options: CFDictionary?) -> CGImageDestination? {
    CGImageDestination(target: .consumer(consumer), type: type, count: count)
}

/// Adds an image (with per-image properties) to the destination; images beyond its count are ignored.
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.add(image, properties)
}

/// Adds the image at `index` of a source; nothing when the source has none there.
public func CGImageDestinationAddImageFromSource(_ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int,
                                                 _ properties: CFDictionary?) {
    guard let image = CGImageSourceCreateImageAtIndex(isrc, index, nil) else { return }
    idst.add(image, properties)
}

/// Sets properties for every image of the destination (JPEG's quality; the others are accepted and not written).
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    idst.set(properties)
}

/// Encodes and writes the images; `false` when fewer images than the destination's count were added, it was
/// finalized before, or writing failed.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    idst.finalize()
}

/// The type identifiers a destination can write.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray {
    CGImageDestination.writable
}
#endif

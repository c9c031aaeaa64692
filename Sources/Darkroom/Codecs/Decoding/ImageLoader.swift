import CGD
import Foundation

/// Finds and decodes named images (PNG through cairo; JPEG, GIF, WebP, BMP,
/// TIFF through libgd), caching decoded bitmaps by path.
public final class ImageLoader: @unchecked Sendable {
    /// The loader that `Image(_:bundle:)` and other named-image lookups use.
    public static let shared = ImageLoader()

    private let lock = NSLock()
    private var paths: [URL] = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
    private var cache: [String: CGImage] = [:]

    /// Folders searched for `Image(name)` after the bundle, in order.
    public var searchPaths: [URL] {
        get { lock.withLock { paths } }
        set { lock.withLock { paths = newValue; cache.removeAll() } }
    }

    static let extensions = ["", "png", "jpg", "jpeg", "gif", "webp", "bmp", "tif", "tiff"]

    func load(named name: String, bundle: Bundle?) -> CGImage? {
        if let bundle {
            for ext in Self.extensions {
                if let url = bundle.url(forResource: name, withExtension: ext.isEmpty ? nil : ext),
                    let image = decode(url.path)
                {
                    return image
                }
            }
        }
        for folder in searchPaths {
            for ext in Self.extensions {
                let url =
                    ext.isEmpty
                    ? folder.appendingPathComponent(name)
                    : folder.appendingPathComponent(name).appendingPathExtension(ext)
                if FileManager.default.fileExists(atPath: url.path), let image = decode(url.path) { return image }
            }
        }
        FileHandle.standardError.write(
            Data("darkroom: warning: no image named \"\(name)\" in the bundle or \(searchPaths.map(\.path))\n".utf8))
        return nil
    }

    /// Decodes an image file, turned upright as its EXIF orientation asks; `nil`
    /// when it cannot be read.
    ///
    /// The format is recognised by the file's first bytes: PNG is read by
    /// cairo, JPEG, GIF, WebP, BMP and TIFF by libgd (loaded on first use).
    /// Anything else is left to libgd's choice by file extension (TGA, XPM…).
    public func decode(_ path: String) -> CGImage? {
        if let hit = lock.withLock({ cache[path] }) { return hit }
        guard let image = Self.read(path) else { return nil }
        lock.withLock { cache[path] = image }
        return image
    }

    private static func read(_ path: String) -> CGImage? {
        // Only regular files: a FIFO would block the render, a device never end.
        guard ImageDecoding.isRegularFile(path), let file = FileHandle(forReadingAtPath: path) else { return nil }
        let head = try? file.read(upToCount: 12)
        try? file.close()
        guard let head, !head.isEmpty else { return nil }
        switch ImageDecoding.sniff(head) {
        case .some:
            // Header checked against ImageDecoding.maxPixelCount before any decoder allocates;
            // the EXIF orientation then turns the pixels upright.
            return ImageDecoding.regularFileContents(atPath: path).flatMap(ImageDecoding.decodeUpright)
        case nil:
            guard let gd = LibGD.shared, let im = gd.createFromFile(path) else { return nil }
            defer { gd.destroy(im) }
            return GDPixels.makeCGImage(im)
        }
    }
}

@_spi(Engine) import Darkroom
import Foundation
import Testing

/// A 30×20 image: opaque red on the left two thirds, transparent on the right.
private func sample() throws -> CGImage {
    let ctx = try #require(
        CGContext(
            data: nil, width: 30, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    return try #require(ctx.makeImage())
}

/// ImageIO's destinations and sources as code written for Apple platforms calls them.
@Suite struct ImageIOTests {
    @Test func dataDestinationWritesPNGThatReadsBack() throws {
        let buffer = CFDataCreateMutable(nil, 0)!
        let destination = try #require(CGImageDestinationCreateWithData(buffer, kUTTypePNG, 1, nil))
        CGImageDestinationAddImage(destination, try sample(), nil)
        #expect(CGImageDestinationFinalize(destination))
        let bytes = buffer as Data
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let source = try #require(CGImageSourceCreateWithData(bytes as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceGetType(source) == "public.png")
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 30 && image.height == 20)
        #expect(image.pixel(x: 5, y: 5)?.red ?? 0 > 0.99)
        #expect(image.pixel(x: 25, y: 5)?.alpha ?? 1 < 0.01)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil))
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == 30)
        #expect(properties[kCGImagePropertyOrientation] as? UInt32 == CGImagePropertyOrientation.up.rawValue)
    }

    @Test func urlDestinationWritesJPEGAtTheGivenQualityWhenFinalized() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ quality: Double, _ name: String) throws -> Int {
            let url = folder.appendingPathComponent(name)
            let destination = try #require(CGImageDestinationCreateWithURL(url as CFURL, UTType.jpeg.identifier
                                                                            as CFString, 1, nil))
            CGImageDestinationAddImage(destination, try sample(),
                                       [kCGImageDestinationLossyCompressionQuality: quality] as CFDictionary)
            #expect(!FileManager.default.fileExists(atPath: url.path))
            #expect(CGImageDestinationFinalize(destination))
            let data = try Data(contentsOf: url)
            #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
            return data.count
        }
        #expect(try write(0.1, "low.jpg") < write(1.0, "high.jpg"))
    }

    @Test func finalizingWithoutTheCountedImagesFails() throws {
        let buffer = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(buffer, kUTTypePNG, 1, nil))
        #expect(!CGImageDestinationFinalize(destination))
        #expect(buffer.length == 0)
    }

    @Test func typesItCannotWriteMakeNoDestination() {
        #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.heic", 1, nil) == nil)
        #expect(CGImageDestinationCreateWithData(NSMutableData(), kUTTypeGIF, 3, nil) == nil)
        #expect((CGImageDestinationCopyTypeIdentifiers() as? [String])?.contains("public.png") == true)
    }

    @Test func unreadableBytesMakeAnEmptySource() throws {
        let source = try #require(CGImageSourceCreateWithData(Data("not an image".utf8), nil))
        #expect(CGImageSourceGetCount(source) == 0)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
        #expect(CGImageSourceGetType(source) == nil)
    }

    @Test func thumbnailsAreScaledToTheirLongestSide() throws {
        let png = try PNGEncoder().encode(try sample())
        let source = try #require(CGImageSourceCreateWithData(png, nil))
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(
            source, 0, [kCGImageSourceThumbnailMaxPixelSize: 15, kCGImageSourceCreateThumbnailFromImageAlways: true]
                as CFDictionary))
        #expect(thumbnail.width == 15 && thumbnail.height == 10)
    }
}

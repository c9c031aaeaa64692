@testable import Darkroom
import Foundation
import Testing

/// Photos store their pixels as the sensor saw them and an EXIF orientation saying how to turn them; Apple's
/// readers honour it. Fixtures in all eight orientations, tagged in JPEG APP1, PNG eXIf and WebP EXIF by Pillow
/// (which turns each back upright itself when writing them: an outside reading of the EXIF rules).
@Suite struct ExifOrientationTests {
    static let cases: [(exif: Int, format: String)] = (1...8).flatMap { n in ["jpg", "png", "webp"].map { (n, $0) } }
    static func name(_ exif: Int, _ format: String) -> String { "orientation-\(exif).\(format)" }
    static func tolerance(_ format: String) -> Double { format == "jpg" ? 0.08 : 0.02 }

    /// UIKit's orientation for each EXIF value (UIImage.Orientation's documentation).
    static let uiKit: [Int: UIImage.Orientation] = [
        1: .up, 2: .upMirrored, 3: .down, 4: .downMirrored, 5: .leftMirrored, 6: .right, 7: .rightMirrored, 8: .left,
    ]

    @Test(arguments: cases.map { name($0.exif, $0.format) })
    func orientationTagIsRead(_ file: String) throws {
        let exif = Int(file.split(separator: "-")[1].prefix(1))!
        let data = try ImageFixtures.data(file)
        #expect(UIImage.Orientation(ExifOrientation.read(data)) == Self.uiKit[exif])
    }

    /// `UIImage(data:)` reports the orientation and keeps the stored pixels; its size and `Image(uiImage:)` are
    /// upright.
    @Test(arguments: cases.map { name($0.exif, $0.format) })
    func uiImageDrawsUpright(_ file: String) throws {
        let exif = Int(file.split(separator: "-")[1].prefix(1))!
        let format = String(file.split(separator: ".").last!)
        let image = try #require(UIImage(data: try ImageFixtures.data(file)))
        #expect(image.imageOrientation == Self.uiKit[exif])
        #expect(image.size == ImageFixtures.size, "\(file): \(image.size)")
        let stored = try #require(image.cgImage)
        #expect((stored.width, stored.height) == (exif >= 5 ? (12, 16) : (16, 12)), "\(file): pixels as stored")
        let drawn = try render(Image(uiImage: image))
        ImageFixtures.expectUpright(drawn, file, tolerance: Self.tolerance(format))
    }

    /// `Image("name")` (the image loader) and `NSImage(data:)` turn the pixels upright.
    @Test(arguments: cases.map { name($0.exif, $0.format) })
    func namedImagesAndNSImageDrawUpright(_ file: String) throws {
        let format = String(file.split(separator: ".").last!)
        ImageFixtures.expectUpright(ImageLoader.shared.decode(ImageFixtures.url(file).path), file,
                                    tolerance: Self.tolerance(format))
        let ns = try #require(NSImage(data: try ImageFixtures.data(file)))
        ImageFixtures.expectUpright(ns.cgImage(forProposedRect: nil, context: nil, hints: nil), file,
                                    tolerance: Self.tolerance(format))
    }

    /// Malformed metadata reads as upright and never traps: every truncation of a tagged file.
    @Test func truncatedMetadataReadsAsUp() throws {
        for format in ["jpg", "png", "webp"] {
            let data = try ImageFixtures.data(Self.name(6, format))
            for length in stride(from: 0, to: min(data.count, 400), by: 1) {
                let orientation = ExifOrientation.read(data.prefix(length))
                #expect(orientation == .up || orientation == .right, "\(format) cut at \(length)")
            }
        }
    }
}

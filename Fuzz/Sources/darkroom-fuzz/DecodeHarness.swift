@testable import Darkroom
import Foundation

/// Image decoding as a server meets it: uploaded bytes of any format go through
/// the header check, the decoder (cairo for PNG, libgd for JPEG, GIF, WebP, BMP,
/// TIFF) and the EXIF orientation reader, and an upright copy is made.
enum DecodeHarness {
    static func run(_ data: Data) {
        FuzzSetup.once()
        _ = ImageDecoding.sniff(data)
        let orientation = ExifOrientation.read(data)
        guard let image = try? ImageDecoding.decodeChecked(data) else { return }
        precondition(image.width > 0 && image.height > 0, "decoded an empty image")
        precondition(image.width * image.height <= ImageDecoding.maxPixelCount, "decoded past the pixel cap")
        _ = image.oriented(orientation)
        // The public loaders share the decoder but add their own steps.
        _ = UIImage(data: data)?.imageOrientation
    }
}

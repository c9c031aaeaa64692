import DarkroomComparison
import DarkroomCompat
import Foundation
import SnapshotTesting

extension Diffing where Value == UIImage {
    /// A pixel-diffing strategy for `UIImage`s which requires a 100% match.
    public static var image: Diffing { .image() }

    /// A pixel-diffing strategy for `UIImage`s that allows customizing how precise the matching must be,
    /// as swift-snapshot-testing's on iOS.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a
    ///     match (ΔE 1994 at most `(1 − perceptualPrecision) × 100`). 98-99% mimics the precision of the
    ///     human eye.
    ///   - scale: Scale to use when loading the reference image from disk. `nil` or 0 means
    ///     `UIScreen.main.scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             scale: CGFloat? = nil) -> Diffing {
        let imageScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
        return .diff(
            toData: { ImageCoding.pngData($0) },
            fromData: { UIImage(data: $0, scale: imageScale) ?? UIImage() }
        ) { reference, new in
            let comparison = ImageComparison.compare(reference: reference.cgImage, new: new.cgImage,
                                                     precision: precision,
                                                     perceptualPrecision: perceptualPrecision)
            guard let failure = comparison.failure else { return nil }
            return ImageFailureReport.make(failure: failure, comparison: comparison, reference: reference, new: new)
        }
    }
}

/// PNG bytes of snapshots, with a readable placeholder for an image that could not be made.
enum ImageCoding {
    static func pngData(_ image: UIImage) -> Data {
        if let data = image.pngData() { return data }
        return placeholder.pngData() ?? Data()
    }

    /// What an empty snapshot is stored as, as swift-snapshot-testing's red error label.
    static let placeholder: UIImage = {
        let message = "Error: No image could be generated for this view as its size was zero. "
            + "Please set an explicit size in the test."
        let label = Text(message)
            .multilineTextAlignment(.center)
            .frame(width: 400, height: 80)
            .background(Color.red)
        var options = RenderOptions(scale: 1)
        options.fontConfiguration = SnapshotFonts.pinned
        guard let image = try? ViewRenderer(options: options).image(label) else { return UIImage() }
        return UIImage(cgImage: image)
    }()
}

/// The failure message and attachments of a failed image comparison.
enum ImageFailureReport {
    static func make(failure: String, comparison: ImageComparison, reference: UIImage, new: UIImage)
        -> (String, [DiffAttachment]) {
        let referenceData = ImageCoding.pngData(reference)
        let newData = ImageCoding.pngData(new)
        let differenceData = reference.cgImage.flatMap { ref in
            new.cgImage.flatMap { DifferenceImage.make(reference: ref, new: $0) }
        }.flatMap { UIImage(cgImage: $0).pngData() }
        var message = failure
        if let fontsError = SnapshotFonts.pinnedFontsError {
            message += "\nNote: \(fontsError); text was drawn with this machine's fonts."
        }
        message += "\nReference \(describe(comparison.referencePixels, reference.scale)); "
            + "new \(describe(comparison.newPixels, new.scale))."
        if let written = FailureArtifacts.write(reference: referenceData, failure: newData,
                                                difference: differenceData) {
            message += "\nWrote \(written.names.joined(separator: ", ")) to \(written.folder.path)"
        }
        var attachments: [DiffAttachment] = [
            .data(referenceData, name: "reference.png"),
            .data(newData, name: "failure.png"),
        ]
        if let differenceData { attachments.append(.data(differenceData, name: "difference.png")) }
        return (message, attachments)
    }

    private static func describe(_ pixels: (width: Int, height: Int), _ scale: CGFloat) -> String {
        let points = "\(format(CGFloat(pixels.width) / scale))×\(format(CGFloat(pixels.height) / scale)) pt"
        return "\(pixels.width)×\(pixels.height) px (\(points) @\(format(scale))x)"
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}

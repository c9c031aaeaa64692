import DarkroomCompat
import DarkroomComparison
import Foundation

/// The reference images of `--record` and `--verify`: one PNG per image of a run, at the image's own path
/// under `images/` (`Views/Card/Preview.light.iPhone-15.png`), in a folder kept with the code
/// (`PATH/__Previews__/` unless another is given).
///
/// Verifying compares each new image with its reference as `DarkroomSnapshotTesting` does (the same
/// `precision` and `perceptualPrecision` rules, from `DarkroomComparison`), so a reference recorded for
/// previews and one recorded by a snapshot test pass or fail alike.
public struct PreviewReferences: Sendable {
    /// The folder holding the reference PNGs.
    public var folder: URL
    /// The share of pixels (perceptual) or bytes (exact) that must match, 0…1; 1 by default.
    public var precision: Float
    /// How close a pixel must be to count as matching, 0…1 (1 − ΔE 1994 / 100); 1 (exact) by default.
    public var perceptualPrecision: Float

    /// References in `folder`, compared at `precision` and `perceptualPrecision`.
    public init(folder: URL, precision: Float = 1, perceptualPrecision: Float = 1) {
        self.folder = folder
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// The folder a code base keeps its references in unless told otherwise: `__Previews__` at its root
    /// (as swift-snapshot-testing keeps `__Snapshots__` beside its tests).
    public static func defaultFolder(for root: URL) -> URL { root.appendingPathComponent("__Previews__") }

    /// The reference for an image path of the manifest (`images/Views/Card/Preview.light.iPhone-15.png`).
    public func referenceURL(for image: String) -> URL {
        folder.appendingPathComponent(Self.relative(image))
    }

    /// `image` without the leading `images/`.
    static func relative(_ image: String) -> String {
        image.hasPrefix("images/") ? String(image.dropFirst("images/".count)) : image
    }

    /// Copies every drawn image of a run in `output` into the folder and returns how many were written. With
    /// `replacingAll`, references no image of the run has (a renamed or deleted preview) are removed first.
    public func record(_ entries: [ManifestEntry], output: URL, replacingAll: Bool) throws -> Int {
        let manager = FileManager.default
        if replacingAll { try removePNGs() }
        var written = 0
        for entry in entries where entry.isOK {
            guard let image = entry.image else { continue }
            let target = referenceURL(for: image)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? manager.removeItem(at: target)
            try manager.copyItem(at: output.appendingPathComponent(image), to: target)
            written += 1
        }
        return written
    }

    private func removePNGs() throws {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
        while let url = enumerator.nextObject() as? URL {
            if url.pathExtension == "png" { try manager.removeItem(at: url) }
        }
    }

    /// Compares every image of a run in `output` with its reference. Each mismatch leaves its reference,
    /// actual and difference PNGs under `output/failures/`; the result lists every image that did not pass.
    public func verify(_ entries: [ManifestEntry], output: URL) throws -> [VerificationFailure] {
        let failuresFolder = output.appendingPathComponent("failures")
        try? FileManager.default.removeItem(at: failuresFolder)
        var failures: [VerificationFailure] = []
        for entry in entries {
            guard entry.isOK, let image = entry.image else {
                failures.append(VerificationFailure(entry, kind: .failedPreview,
                                                    message: entry.error ?? "the preview was not drawn"))
                continue
            }
            let referenceURL = referenceURL(for: image)
            guard let referenceData = FileManager.default.contents(atPath: referenceURL.path) else {
                failures.append(VerificationFailure(entry, kind: .missingReference,
                                                    message: "no reference image at \(referenceURL.path)"))
                continue
            }
            let actualData = try Data(contentsOf: output.appendingPathComponent(image))
            if referenceData == actualData { continue }
            guard let reference = ImageDecoding.decode(referenceData) else {
                failures.append(VerificationFailure(entry, kind: .mismatch,
                                                    message: "the reference \(referenceURL.path) is not an image"))
                continue
            }
            guard let actual = ImageDecoding.decode(actualData) else {
                throw PreviewsError("the drawn image \(image) cannot be read back")
            }
            guard let message = mismatch(reference: reference, actual: actual) else { continue }
            var failure = VerificationFailure(entry, kind: .mismatch, message: message)
            let base = "failures/" + String(Self.relative(image).dropLast(".png".count))
            try write(referenceData, to: output.appendingPathComponent(base + ".reference.png"))
            try write(actualData, to: output.appendingPathComponent(base + ".actual.png"))
            failure.reference = base + ".reference.png"
            failure.actual = base + ".actual.png"
            if let difference = DifferenceImage.make(reference: reference, new: actual),
               let png = UIImage(cgImage: difference).pngData() {
                try write(png, to: output.appendingPathComponent(base + ".difference.png"))
                failure.difference = base + ".difference.png"
            }
            failures.append(failure)
        }
        return failures
    }

    /// Why `actual` does not match `reference` at this precision, or `nil` when it does.
    func mismatch(reference: CGImage, actual: CGImage) -> String? {
        guard let measured = PerceptualDifference(reference: reference, new: actual,
                                                  perceptualPrecision: perceptualPrecision)
        else {
            return "the size changed: \(reference.width)×\(reference.height) px in the reference, "
                + "\(actual.width)×\(actual.height) px now"
        }
        if measured.matches(precision: precision) { return nil }
        return "\(measured.differingPixels) of \(measured.pixelCount) pixels differ"
            + String(format: " (largest ΔE %.1f; pixel precision %.4f, byte precision %.4f, needed %.4f)",
                     measured.largestDeltaE, measured.pixelPrecision, measured.bytePrecision, precision)
    }

    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}

/// One image that `--verify` did not pass, as `DIR/verify.json` lists it.
public struct VerificationFailure: Codable, Equatable, Sendable {
    /// Why the image did not pass.
    public enum Kind: String, Codable, Sendable {
        /// The image differs from its reference beyond the precision asked for.
        case mismatch
        /// The image has no reference (a new preview, variant or device: record it).
        case missingReference
        /// The preview failed to build or render, so there is nothing to compare.
        case failedPreview
    }

    /// The source file, relative to the code base's folder.
    public var file: String
    /// The preview's line.
    public var line: Int
    /// The preview's name.
    public var name: String
    /// The variant.
    public var variant: String
    /// The device.
    public var device: String
    /// Why it did not pass.
    public var kind: Kind
    /// What differs, what is missing, or the preview's error.
    public var message: String
    /// For a mismatch: the reference, the new image and their difference, relative to the output folder.
    public var reference: String?, actual: String?, difference: String?

    /// A failure of `entry`'s image.
    public init(_ entry: ManifestEntry, kind: Kind, message: String) {
        file = entry.file
        line = entry.line
        name = entry.name
        variant = entry.variant
        device = entry.device
        self.kind = kind
        self.message = message
    }

    /// One line for a person: where, which image, why.
    public var summaryLine: String {
        "\(file):\(line) \(name) [\(variant), \(device)]: \(kind.rawValue): \(message)"
    }
}

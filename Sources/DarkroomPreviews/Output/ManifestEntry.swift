/// One image of a run, as `manifest.json` lists it (one object per preview × variant × device).
public struct ManifestEntry: Codable, Equatable, Sendable {
    /// A size in points.
    public struct Size: Codable, Equatable, Sendable {
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double

        /// A size of `width` × `height` points.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// The source file, relative to the folder the tool was pointed at.
    public var file: String
    /// The line of `#Preview` or of the `PreviewProvider`.
    public var line: Int
    /// The preview's name (its `#Preview` name or `previewDisplayName`, else `Preview`, `Preview 2`, …).
    public var name: String
    /// The variant (`light`, `dark`, `accessibility3`, `dark+rtl`, …).
    public var variant: String
    /// The device's name.
    public var device: String
    /// The traits the preview was drawn with (`sizeThatFitsLayout`, `fixedLayout(width: 300, height: 200)`,
    /// `landscape`).
    public var traits: [String]
    /// The image's size in points, or `nil` when nothing was drawn.
    public var size: Size?
    /// Pixels per point.
    public var scale: Double
    /// The PNG, relative to the output folder, or `nil` when nothing was drawn.
    public var image: String?
    /// Milliseconds spent drawing and encoding.
    public var ms: Double
    /// `ok` or `error`.
    public var status: String
    /// Why the preview failed: the compiler's first error, an API Darkroom lacks, or a render failure.
    public var error: String?

    /// An entry with every field given.
    public init(file: String, line: Int, name: String, variant: String, device: String, traits: [String],
                size: Size?, scale: Double, image: String?, ms: Double, status: String, error: String?) {
        self.file = file
        self.line = line
        self.name = name
        self.variant = variant
        self.device = device
        self.traits = traits
        self.size = size
        self.scale = scale
        self.image = image
        self.ms = ms
        self.status = status
        self.error = error
    }

    /// Whether the image was drawn.
    public var isOK: Bool { status == "ok" }

    private enum CodingKeys: String, CodingKey {
        case file, line, name, variant, device, traits, size, scale, image, ms, status, error
    }

    /// Every key is written, `null` included, so a reader finds the same fields on every entry.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(name, forKey: .name)
        try container.encode(variant, forKey: .variant)
        try container.encode(device, forKey: .device)
        try container.encode(traits, forKey: .traits)
        try container.encode(size, forKey: .size)
        try container.encode(scale, forKey: .scale)
        try container.encode(image, forKey: .image)
        try container.encode((ms * 10).rounded() / 10, forKey: .ms)
        try container.encode(status, forKey: .status)
        try container.encode(error, forKey: .error)
    }
}

import Foundation

/// Everything that decides a card's pixels, validated: two requests with equal `CardRequest`s get the same
/// bytes from any replica, which is what lets a CDN cache them and replicas share nothing.
public struct CardRequest: Sendable, Hashable {
    /// Which card to draw.
    public enum Kind: String, Sendable, CaseIterable {
        /// A 1200 × 630 share card (Open Graph size): title, subtitle, avatar on a gradient.
        case card
        /// A 1200 × 630 certificate: recipient (title), achievement (subtitle), a seal with the avatar.
        case certificate
    }

    /// Where the avatar comes from.
    public enum Avatar: Sendable, Hashable {
        /// A file in the service's avatar folder, by name.
        case file(String)
        /// Image bytes the client sent (request body or JSON `avatarBase64`), with their FNV-1a hash.
        case uploaded(Data, hash: UInt64)

        /// The avatar as it takes part in the cache key: names and hashes, never bytes.
        var keyPart: String {
            switch self {
            case .file(let name): "file:\(name)"
            case .uploaded(_, let hash): "upload:\(String(hash, radix: 16))"
            }
        }
    }

    /// The card's design size in points; the output is `width` pixels wide with this aspect ratio.
    public static let designWidth = 1200, designHeight = 630
    /// Limits that keep one request from costing the server more than a card should.
    public static let maxTitleCharacters = 200, maxSubtitleCharacters = 400
    /// Output widths in pixels (a 4096-pixel card is 4096 × 2150, 35 MB of pixels).
    public static let widthRange = 120...4096

    public var kind: Kind
    public var format: OutputFormat
    public var title: String
    public var subtitle: String
    /// The gradient's two ends and the title's colour.
    public var from: HexColor, to: HexColor, text: HexColor
    /// Output width in pixels; the height follows the 1200 × 630 design.
    public var width: Int
    public var avatar: Avatar?

    /// Pixels per design point.
    public var scale: Double { Double(width) / Double(Self.designWidth) }
    /// Output height in pixels.
    public var height: Int { Int((Double(Self.designHeight) * scale).rounded()) }

    /// A request with the defaults for everything but what is given.
    public init(
        kind: Kind = .card, format: OutputFormat = .png, title: String, subtitle: String = "",
        from: HexColor = HexColor(0x4F46E5), to: HexColor = HexColor(0xDB2777), text: HexColor = HexColor(0x111827),
        width: Int = 1200, avatar: Avatar? = nil
    ) {
        self.kind = kind; self.format = format; self.title = title; self.subtitle = subtitle
        self.from = from; self.to = to; self.text = text; self.width = width; self.avatar = avatar
    }

    /// The key of the rendered bytes: every field that changes a pixel, in one canonical spelling. Texts are
    /// length-prefixed so that no title can be spelled to collide with another field.
    public var cacheKey: String {
        let avatarPart = avatar?.keyPart ?? "none"
        return "v1|\(kind.rawValue)|\(format.rawValue)|\(width)|\(from)|\(to)|\(text)|\(avatarPart)"
            + "|\(title.utf8.count):\(title)|\(subtitle.utf8.count):\(subtitle)"
    }

    /// A strong validator for `ETag` / `If-None-Match`: the FNV-1a hash of `cacheKey`, quoted.
    public var etag: String { "\"\(String(FNV1a.hash(Data(cacheKey.utf8)), radix: 16))\"" }
}

/// 64-bit FNV-1a: a fast, stable (across processes and replicas) hash for ETags and upload keys.
enum FNV1a {
    static func hash(_ data: Data) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return h
    }
}

import Darkroom
import Foundation

/// Renders a validated `CardRequest` to image bytes: the whole work of one request, with no server around it,
/// so the same value is the body of an HTTP handler, a batch worker (docs/server.md) or a test. Synchronous
/// and thread-safe; each render uses one core.
public struct CardRenderer: Sendable {
    /// The folder `CardRequest.Avatar.file` names are read from.
    public var avatarFolder: URL?
    /// Decoded avatar files, shared by every render (a service has a handful of them).
    let avatars: AvatarStore

    /// A renderer reading named avatars from `avatarFolder`.
    public init(avatarFolder: URL?) {
        self.avatarFolder = avatarFolder
        avatars = AvatarStore(folder: avatarFolder)
        // Darkroom's decoders check this bound against a file's header before allocating anything.
        ImageDecoding.maxPixelCount = Self.maxAvatarPixels
    }

    /// The most pixels an avatar image may have; larger ones are refused from their header, before decoding.
    public static let maxAvatarPixels = 25_000_000

    /// The card's bytes in the request's format, or `ServiceError.invalid` for an unreadable avatar and
    /// `.renderFailed` when Darkroom throws.
    public func render(_ request: CardRequest) throws(ServiceError) -> Data {
        let avatar = try avatarImage(request.avatar)
        let view = Self.view(for: request, avatar: avatar)
        var options = RenderOptions(scale: request.scale, isOpaque: true)
        // A server renders many cards at once, one per core: splitting one card across cores only adds
        // hand-offs.
        options.rendersBandsInParallel = false
        let renderer = ViewRenderer(options: options)
        do {
            switch request.format {
            case .png:
                var compression = PNGCompression.balanced
                compression.parallel = false
                return try renderer.pngData(view, compression: compression)
            case .jpeg: return try JPEGEncoder(quality: 0.85).encode(renderer.image(view))
            // libwebp's effort 1: a flat-coloured card loses little against the default 4 and encodes
            // several times faster (Benchmarks/Service/results.md).
            case .webp: return try WebPEncoder(quality: 0.8, effort: 1).encode(renderer.image(view))
            }
        } catch {
            throw .renderFailed("rendering failed: \(error)")
        }
    }

    /// The view a request draws.
    public static func view(for request: CardRequest, avatar: CGImage?) -> AnyView {
        switch request.kind {
        case .card:
            AnyView(
                ShareCardView(
                    title: request.title, subtitle: request.subtitle, from: request.from.color, to: request.to.color,
                    text: request.text.color, avatar: avatar))
        case .certificate:
            AnyView(
                CertificateView(
                    recipient: request.title, achievement: request.subtitle, from: request.from.color,
                    to: request.to.color, text: request.text.color, avatar: avatar))
        }
    }

    private func avatarImage(_ avatar: CardRequest.Avatar?) throws(ServiceError) -> CGImage? {
        switch avatar {
        case nil: return nil
        case .file(let name): return try avatars.image(named: name)
        case .uploaded(let data, _): return try AvatarStore.decode(data, what: "the uploaded avatar")
        }
    }
}

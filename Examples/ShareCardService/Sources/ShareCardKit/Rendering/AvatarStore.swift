import Darkroom
import Foundation
import Synchronization

/// Named avatars from one folder, decoded once and kept (at most `capacity` of them; past that a file is
/// decoded on each use rather than growing memory without bound).
final class AvatarStore: Sendable {
    let folder: URL?
    let capacity = 256
    private let decoded = Mutex<[String: CGImage]>([:])

    init(folder: URL?) { self.folder = folder }

    func image(named name: String) throws(ServiceError) -> CGImage {
        if let image = decoded.withLock({ $0[name] }) { return image }
        guard let folder else { throw .invalid("this server has no avatar folder; upload the image instead") }
        let url = folder.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url) else { throw .invalid("no avatar named '\(name)'") }
        let image = try Self.decode(data, what: "avatar '\(name)'")
        decoded.withLock { if $0.count < capacity { $0[name] = image } }
        return image
    }

    /// Decodes image bytes, refusing more than `CardRenderer.maxAvatarPixels` from the header alone.
    static func decode(_ data: Data, what: String) throws(ServiceError) -> CGImage {
        do {
            return try ImageDecoding.decodeChecked(data)
        } catch .tooManyPixels(let width, let height, _) {
            throw .invalid("\(what) is \(width) × \(height) pixels, more than \(CardRenderer.maxAvatarPixels)")
        } catch {
            throw .invalid("\(what) is not a readable PNG, JPEG, GIF, WebP, BMP or TIFF image (\(error))")
        }
    }
}

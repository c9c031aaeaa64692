import Foundation

/// Writes files so that readers see either the old file or the complete new one:
/// the bytes go to a temporary file in the same folder, which is then renamed.
package enum AtomicFile {
    package static func write(_ data: Data, to url: URL) throws {
        let tmp = temporaryURL(beside: url)
        do {
            try data.write(to: tmp, options: [])
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw RenderError.io(path: url.path, reason: reason(error))
        }
        try commit(tmp, to: url)
    }

    /// A unique temporary path in `url`'s folder (same file system, so rename is atomic).
    static func temporaryURL(beside url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    }

    /// Renames a finished temporary file onto its destination.
    static func commit(_ tmp: URL, to url: URL) throws {
        if rename(tmp.path, url.path) != 0 {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw RenderError.io(path: url.path, reason: message)
        }
    }

    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError { return underlying.localizedDescription }
        return ns.localizedDescription
    }
}

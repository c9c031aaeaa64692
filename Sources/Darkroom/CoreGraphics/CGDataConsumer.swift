import Foundation

/// Where a PDF context's bytes go, as Core Graphics' `CGDataConsumer`.
///
/// A file consumer writes atomically: the document lands at its URL, complete,
/// when the context closes; until then it lives in a temporary file beside it.
public final class CGDataConsumer: @unchecked Sendable {
    enum Destination { case file(URL), data(NSMutableData) }
    let destination: Destination

    /// A consumer writing to a file URL; `nil` for a non-file URL or a folder that does not exist.
    public init?(url: CFURL) {
        guard url.isFileURL else { return nil }
        var isDir: ObjCBool = false
        let dir = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else { return nil }
        destination = .file(url)
    }
    /// A consumer appending to mutable data.
    public init?(data: NSMutableData) { destination = .data(data) }
}

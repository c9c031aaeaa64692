#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes files so that readers see either the old file or the complete new one,
/// whatever fails on the way (a full disk, a file-size limit, an I/O error, a
/// signal): the bytes go to a temporary file in the destination's folder, which
/// is flushed to disk (`fsync`) and then renamed onto the destination. On any
/// failure the temporary file is removed and the destination left untouched.
///
/// Temporary files are named `.<name>.darkroom-<pid>-<uuid>.tmp`. A process
/// killed mid-write cannot remove its own, so every write removes those of
/// processes that no longer exist (never a live writer's) beside its destination.
package enum AtomicFile {
    /// Writes `data` to `url` atomically.
    package static func write(_ data: Data, to url: URL) throws {
        let writer = try AtomicFileWriter(destination: url)
        data.withUnsafeBytes { writer.write($0) }
        try writer.commit()
    }

    /// The temporary path a write to `url` uses now (same folder, hence same file
    /// system, so the final rename is atomic).
    package static func temporaryURL(beside url: URL) -> URL {
        let pid = getpid()
        return url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(tag)-\(pid)-\(UUID().uuidString).tmp")
    }

    /// Marks Darkroom's temporary files, so that they can be found (and only they removed).
    static let tag = "darkroom"

    /// Removes temporary files left beside `url` by writers that were killed:
    /// files of the documented pattern whose process id is no longer running.
    package static func removeStaleTemporaryFiles(beside url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent).\(tag)-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { continue }
            // kill(pid, 0) fails with ESRCH only for a process that does not exist.
            if kill(pid, 0) != 0, errno == ESRCH {
                unlink(folder.appendingPathComponent(name).path)
            }
        }
    }

    /// Renames a finished temporary file onto its destination (kept for writers
    /// that produce their temporary file by other means); removes it on failure.
    package static func commit(_ tmp: URL, to url: URL) throws {
        if rename(tmp.path, url.path) != 0 {
            let message = String(cString: strerror(errno))
            unlink(tmp.path)
            throw RenderError.io(path: url.path, reason: message)
        }
    }

    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError { return underlying.localizedDescription }
        return ns.localizedDescription
    }
}

/// One atomic write in progress: `write` as often as needed, then `commit`
/// (or drop it: an uncommitted writer removes its temporary file).
///
/// Every `write(2)`, the `fsync` and the `close` are checked, so ENOSPC,
/// EFBIG (`RLIMIT_FSIZE`, with SIGXFSZ ignored) and EIO surface as
/// `RenderError.io` from `commit` instead of a short file.
package final class AtomicFileWriter {
    package let destination: URL
    package let temporary: URL
    private var fd: Int32
    /// The first failure, reported by `commit`.
    private(set) var failure: String?

    package init(destination: URL) throws {
        AtomicFile.removeStaleTemporaryFiles(beside: destination)
        self.destination = destination
        temporary = AtomicFile.temporaryURL(beside: destination)
        fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw RenderError.io(path: destination.path, reason: String(cString: strerror(errno)))
        }
    }

    deinit { abandon() }

    /// Appends bytes; `false` once any write has failed (the rest are skipped).
    @discardableResult
    package func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard failure == nil, fd >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let n = writeToDescriptor(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                return false
            }
            if n == 0 {
                failure = "the file system accepted no more bytes"
                return false
            }
            offset += n
        }
        return true
    }

    /// Records a failure found by the producer (an encoder or cairo), so `commit` refuses.
    package func fail(_ reason: String) {
        if failure == nil { failure = reason }
    }

    /// Flushes the file to disk and renames it onto the destination; on any
    /// failure removes it and throws, leaving the destination as it was.
    package func commit() throws {
        guard fd >= 0 else { throw RenderError.io(path: destination.path, reason: "already finished") }
        if failure == nil, fsync(fd) != 0, errno != EINVAL { failure = String(cString: strerror(errno)) }
        let closed = close(fd)
        if failure == nil, closed != 0 { failure = String(cString: strerror(errno)) }
        fd = -1
        if let failure {
            unlink(temporary.path)
            throw RenderError.io(path: destination.path, reason: failure)
        }
        try AtomicFile.commit(temporary, to: destination)
        // The rename itself reaches the disk with the folder's metadata.
        let folder = open(destination.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Closes and removes the temporary file (nothing happens to the destination).
    package func abandon() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
        unlink(temporary.path)
    }
}

/// `write(2)`, named apart from `AtomicFileWriter.write`.
private func writeToDescriptor(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}

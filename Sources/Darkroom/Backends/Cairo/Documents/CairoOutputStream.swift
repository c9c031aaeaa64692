import CCairo
import Foundation

/// Where a cairo vector surface's bytes go: into memory, or into an atomic
/// file write. Darkroom's own callback does the writing (not cairo's stdio
/// stream, whose final flush and close errors never reach the surface's
/// status), so a full disk or a file-size limit fails the render instead of
/// leaving a short document behind.
final class CairoOutputStream {
    /// The bytes so far, when writing to memory.
    private(set) var data = Data()
    /// The file being written, if any.
    let file: AtomicFileWriter?

    init(file: AtomicFileWriter? = nil) { self.file = file }

    /// cairo's write callback; `closure` is an unretained `CairoOutputStream`,
    /// kept alive by whoever owns the surface.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let stream = Unmanaged<CairoOutputStream>.fromOpaque(closure).takeUnretainedValue()
        let buffer = UnsafeRawBufferPointer(start: bytes, count: Int(length))
        if let file = stream.file { return file.write(buffer) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR }
        stream.data.append(contentsOf: buffer)
        return CAIRO_STATUS_SUCCESS
    }

    /// The opaque pointer cairo passes back to `write`.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The error for a finished surface's status: the file's own failure
    /// (ENOSPC, EFBIG…) when there was one, else cairo's.
    func check(_ status: cairo_status_t) throws {
        if let reason = file?.failure {
            throw RenderError.io(path: file?.destination.path ?? "", reason: reason)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }
}

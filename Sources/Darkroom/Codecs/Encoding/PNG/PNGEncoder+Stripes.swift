import CLibDeflate
import Foundation

extension PNGEncoder {
    /// Rows are filtered and deflated in batches of about this many bytes: memory
    /// stays small per stripe, and below glibc's 128 KB mmap threshold, where
    /// larger blocks are mapped and unmapped on every call and faulted in again
    /// (a cost concurrent renders in one process share).
    static let batchBytes = 96 * 1024

    /// The zlib stream of the image through the run-length coder: horizontal
    /// stripes filtered and deflated on as many cores (pigz's technique: every
    /// stripe but the last ends on a byte boundary, the stripes' Adler-32
    /// checksums are combined). The stripes change the bytes, not the pixels.
    static func runLengthStream(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
                                channels: Int, filter: PNGRowFilter, stripes: Int) -> Data {
        let stripes = max(1, min(stripes, height))
        let results = UnsafeMutableBufferPointer<(deflate: Data, adler: UInt32)>.allocate(capacity: stripes)
        results.initialize(repeating: (Data(), 1))
        defer { results.deallocate() }
        let out = UnsafeSendablePointer(results.baseAddress!), src = UnsafeSendablePointer(pixels)
        let work: @Sendable (Int) -> Void = { stripe in
            out.pointer[stripe] = runLengthStripe(
                src.pointer, y0: height * stripe / stripes, y1: height * (stripe + 1) / stripes, width: width,
                stride: stride, channels: channels, filter: filter, last: stripe == stripes - 1)
        }
        if stripes == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: stripes, execute: work) }

        var adler = results[0].adler
        for i in 1..<stripes {
            let rows = height * (i + 1) / stripes - height * i / stripes
            adler = Adler32.combine(adler, results[i].adler, secondLength: rows * (width * channels + 1))
        }
        var idat = Data([0x78, 0x01])   // zlib header: deflate, 32K window, no preset dictionary
        idat.reserveCapacity(results.reduce(0) { $0 + $1.deflate.count } + 6)
        for part in results { idat.append(part.deflate) }
        idat.appendBigEndian(adler)
        return idat
    }

    /// Filters and deflates rows y0..<y1 a batch at a time, returning the raw
    /// deflate data and the Adler-32 of the filtered bytes. A stripe that is not
    /// the image's last ends with an empty stored block (zlib's sync flush), so
    /// the next stripe's blocks can follow.
    static func runLengthStripe(_ src: UnsafePointer<UInt8>, y0: Int, y1: Int, width: Int, stride: Int,
                                channels: Int, filter: PNGRowFilter, last: Bool) -> (deflate: Data, adler: UInt32) {
        let rowBytes = width * channels + 1
        let deflater = RunLengthDeflater(expectedInput: (y1 - y0) * rowBytes)
        let batchRows = max(1, batchBytes / rowBytes)
        var adler: UInt32 = 1
        var y = y0
        while y < y1 {
            let end = min(y1, y + batchRows)
            let rows = PNGRows.filterRows(src, y0: y, y1: end, width: width, stride: stride, channels: channels,
                                          filter: filter)
            rows.withUnsafeBufferPointer {
                adler = libdeflate_adler32(adler, $0.baseAddress, $0.count)
                deflater.compress($0)
            }
            y = end
        }
        deflater.finish(last: last)
        return (deflater.data, adler)
    }
}

import CZlib
import Foundation

/// Deflates one stripe of filtered PNG rows, a batch at a time, into raw
/// deflate data that ends on a byte boundary (a sync flush), or ends the
/// stream when the stripe is the image's last.
protocol StripeDeflater: AnyObject {
    /// Takes the next batch; `endingStripe` on the stripe's last batch,
    /// `endingStream` when that stripe is also the image's last. `false` on failure.
    func deflate(_ batch: UnsafeBufferPointer<UInt8>, endingStripe: Bool, endingStream: Bool) -> Bool
    /// The deflate bytes so far.
    var data: Data { get }
}

extension RunLengthDeflater: StripeDeflater {
    func deflate(_ batch: UnsafeBufferPointer<UInt8>, endingStripe: Bool, endingStream: Bool) -> Bool {
        compress(batch)
        if endingStripe { finish(last: endingStream) }
        return true
    }
}

/// zlib at a chosen level (the `.balanced` and `.smallest` settings).
final class ZlibStripeDeflater: StripeDeflater {
    // zlib keeps a pointer back to its stream: the struct must not move.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var output = Data()
    // Under glibc's 128 KB mmap threshold, like the batches (FastPNGEncoder.batchBytes).
    private var chunk = [UInt8](repeating: 0, count: FastPNGEncoder.batchBytes)

    init?(level: Int32) {
        stream.initialize(to: z_stream())
        guard darkroom_deflate_init_raw(stream, level, Z_DEFAULT_STRATEGY) == Z_OK else {
            stream.deallocate()
            return nil
        }
    }
    deinit { deflateEnd(stream); stream.deallocate() }

    var data: Data { output }

    func deflate(_ batch: UnsafeBufferPointer<UInt8>, endingStripe: Bool, endingStream: Bool) -> Bool {
        let flush = !endingStripe ? Z_NO_FLUSH : (endingStream ? Z_FINISH : Z_SYNC_FLUSH)
        stream.pointee.next_in = UnsafeMutablePointer(mutating: batch.baseAddress)
        stream.pointee.avail_in = uInt(batch.count)
        repeat {
            let status: Int32 = chunk.withUnsafeMutableBufferPointer { out in
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = uInt(out.count)
                return CZlib.deflate(stream, flush)
            }
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { return false }
            output.append(contentsOf: chunk[0..<(chunk.count - Int(stream.pointee.avail_out))])
            // Done with this batch once zlib has taken all input and has nothing left to write.
            if stream.pointee.avail_in == 0 && stream.pointee.avail_out != 0 { return true }
        } while true
    }
}

import Foundation

/// The first frame of an animated WebP, as a still WebP file.
///
/// libgd reads still WebP only (its reader calls libwebp's simple decoder,
/// which refuses animations), while Apple's readers show an animation's first
/// frame. An animated file keeps each frame's bitstream in an `ANMF` chunk; the
/// first one, re-wrapped in a RIFF header of its own, is a still WebP libgd
/// reads. `offset` is where the frame sits on the animation's canvas.
enum WebPFirstFrame {
    struct Frame {
        var still: Data
        var offset: (x: Int, y: Int)
        var canvas: (width: Int, height: Int)
    }

    /// The first frame, or `nil` when the bytes are not an animated WebP.
    static func extract(_ data: Data) -> Frame? {
        let b = [UInt8](data)
        guard b.count >= 30, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) else {
            return nil
        }
        var canvas: (width: Int, height: Int)?
        var i = 12
        while i + 8 <= b.count {
            let type = String(decoding: b[i..<(i + 4)], as: UTF8.self)
            let length = Int(littleEndian32(b, i + 4))
            guard length <= b.count - i - 8 else { return nil }
            let body = (i + 8)..<(i + 8 + length)
            if type == "VP8X", length >= 10 {
                // Bit 1 of the flags: animation.
                guard b[i + 8] & 0x02 != 0 else { return nil }
                canvas = (littleEndian24(b, i + 12) + 1, littleEndian24(b, i + 15) + 1)
            }
            if type == "ANMF", let canvas, length >= 16 {
                let x = 2 * littleEndian24(b, body.lowerBound)
                let y = 2 * littleEndian24(b, body.lowerBound + 3)
                let width = littleEndian24(b, body.lowerBound + 6) + 1
                let height = littleEndian24(b, body.lowerBound + 9) + 1
                let chunks = Array(b[(body.lowerBound + 16)..<body.upperBound])
                return Frame(still: still(chunks, width: width, height: height), offset: (x, y), canvas: canvas)
            }
            i += 8 + length + (length & 1)
        }
        return nil
    }

    /// A RIFF WebP holding a frame's chunks (an optional `ALPH`, then `VP8 ` or
    /// `VP8L`); lossy frames with alpha need an extended header saying so.
    private static func still(_ chunks: [UInt8], width: Int, height: Int) -> Data {
        var payload = Array("WEBP".utf8)
        if chunks.starts(with: Array("ALPH".utf8)) {
            payload += Array("VP8X".utf8) + le32(10) + [0x10, 0, 0, 0] + le24(width - 1) + le24(height - 1)
        }
        payload += chunks
        return Data(Array("RIFF".utf8) + le32(payload.count) + payload)
    }

    /// Places a decoded frame on a transparent canvas when it does not cover it.
    static func place(_ frame: CGImage, at offset: (x: Int, y: Int), canvas: (width: Int, height: Int)) -> CGImage? {
        if offset == (0, 0), frame.width == canvas.width, frame.height == canvas.height { return frame }
        guard canvas.width > 0, canvas.height > 0, canvas.width * canvas.height <= 1 << 28 else { return nil }
        var bytes = [UInt8](repeating: 0, count: canvas.width * canvas.height * 4)
        for y in 0..<frame.height where offset.y + y < canvas.height {
            let columns = min(frame.width, canvas.width - offset.x)
            guard columns > 0 else { break }
            let source = y * frame.bytesPerRow
            let target = ((offset.y + y) * canvas.width + offset.x) * 4
            bytes.replaceSubrange(target..<(target + columns * 4), with: frame.data[source..<(source + columns * 4)])
        }
        return CGImage(width: canvas.width, height: canvas.height, bytesPerRow: canvas.width * 4,
                       premultipliedBGRA: bytes)
    }

    private static func littleEndian32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
    }
    private static func littleEndian24(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) | Int(b[i + 1]) << 8 | Int(b[i + 2]) << 16
    }
    private static func le32(_ v: Int) -> [UInt8] { le24(v) + [UInt8(v >> 24 & 0xFF)] }
    private static func le24(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF)] }
}

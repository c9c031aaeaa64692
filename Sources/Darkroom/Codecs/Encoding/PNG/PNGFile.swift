import CLibDeflate
import Foundation

extension Data {
    /// A PNG file: signature, 8-bit RGB (opaque) or RGBA header, one IDAT chunk
    /// holding the zlib stream, end chunk. No timestamps or text chunks, so the
    /// same pixels always give the same bytes.
    static func png(width: Int, height: Int, opaque: Bool, idat: Data) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.reserveCapacity(8 + 25 + 12 + idat.count + 12)
        var header = Data()
        header.appendBigEndian(UInt32(width)); header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", idat)
        png.appendChunk("IEND", Data())
        return png
    }

    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
    }

    /// Appends a PNG chunk with its length and CRC-32 (of the type, then the body:
    /// the body is not copied to checksum it).
    mutating func appendChunk(_ type: String, _ body: Data) {
        appendBigEndian(UInt32(body.count))
        let name = Array(type.utf8)
        let crc = body.withUnsafeBytes { bytes in
            libdeflate_crc32(name.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) },
                             bytes.baseAddress, bytes.count)
        }
        append(contentsOf: name)
        append(body)
        appendBigEndian(crc)
    }
}

import CLibDeflate

/// libdeflate's inflate, the decoder the PNG tests check Darkroom's deflate output with.
enum Inflate {
    /// The bytes of a zlib stream (RFC 1950), whose Adler-32 libdeflate checks; nil if
    /// the stream is invalid, its checksum is wrong or it holds more than `limit` bytes.
    static func zlib(_ stream: [UInt8], limit: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var out = [UInt8](repeating: 0, count: max(limit, 1))
        var length = 0
        let status = out.withUnsafeMutableBytes { o in
            stream.withUnsafeBytes { s in
                libdeflate_zlib_decompress(decompressor, s.baseAddress, s.count, o.baseAddress, o.count, &length)
            }
        }
        guard status == LIBDEFLATE_SUCCESS else { return nil }
        return Array(out[0..<length])
    }
}

/// Adler-32 (RFC 1950), the zlib stream's checksum of the filtered rows.
///
/// libdeflate computes it with vector instructions, 14–18 times faster than the
/// word-at-a-time loop Darkroom had (Benchmarks/results/png-encoders.md); stripes
/// of rows checksummed on different cores are joined with `combine`.
enum Adler32 {
    static let modulus: UInt64 = 65521

    /// The checksum of `first` followed by `second` bytes, from the checksum of
    /// each (zlib's `adler32_combine`): the second's sums shifted by the first's
    /// running sum over `secondLength` bytes.
    static func combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        let n = UInt64(secondLength) % modulus
        let a1 = UInt64(first & 0xFFFF), b1 = UInt64(first >> 16)
        let a2 = UInt64(second & 0xFFFF), b2 = UInt64(second >> 16)
        // a = a1 + a2 - 1 and b = b1 + b2 + n × a1 - n, modulo 65521 (both seeds are 1).
        let a = (a1 + a2 + modulus - 1) % modulus
        let b = (b1 + b2 + n * a1 % modulus + modulus - n) % modulus
        return UInt32(b << 16 | a)
    }
}

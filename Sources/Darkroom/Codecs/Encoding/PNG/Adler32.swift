/// Adler-32 (RFC 1950), eight bytes per step with multiply tricks on 64-bit words.
///
/// zlib's scalar loop costs 3.6 instructions a byte (34 M for a share card's
/// filtered rows, more than the deflate coder itself). Split into its even and
/// odd bytes, a word holds four 16-bit lanes; multiplying by a constant of lane
/// weights gathers a weighted sum of the lanes in the top lane (every partial sum
/// stays under 2¹⁶, so no lane carries into the next). Blocks stay within zlib's
/// NMAX so the 32-bit sums cannot overflow before the modulo.
package enum Adler32 {
    static let modulus: UInt32 = 65521

    package static func update(_ adler: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var a = adler & 0xFFFF, b = adler >> 16
        guard var p = bytes.baseAddress else { return adler }
        var remaining = bytes.count
        let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
        let ones: UInt64 = 0x0001_0001_0001_0001
        // Weights of bytes 0…7 in the block's second sum are 8…1; lane j of the
        // multiplier holds the weight of the byte that meets it in the top lane.
        let evenWeights: UInt64 = 0x0008_0006_0004_0002   // bytes 0, 2, 4, 6 → 8, 6, 4, 2
        let oddWeights: UInt64 = 0x0007_0005_0003_0001    // bytes 1, 3, 5, 7 → 7, 5, 3, 1
        while remaining > 0 {
            var block = min(remaining, 5552 / 8 * 8)
            remaining -= block
            while block >= 8 {
                let w = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
                let even = w & lanes, odd = (w >> 8) & lanes
                b &+= 8 &* a
                b &+= UInt32(truncatingIfNeeded: ((even &* evenWeights) >> 48) &+ ((odd &* oddWeights) >> 48))
                a &+= UInt32(truncatingIfNeeded: ((even &* ones) >> 48) &+ ((odd &* ones) >> 48))
                p += 8; block -= 8
            }
            while block > 0 { a &+= UInt32(p.pointee); b &+= a; p += 1; block -= 1 }
            a %= modulus; b %= modulus
        }
        return b << 16 | a
    }
}

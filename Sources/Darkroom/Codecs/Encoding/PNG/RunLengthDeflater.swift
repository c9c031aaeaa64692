import Foundation

/// A deflate (RFC 1951) coder that, like zlib's `Z_RLE` strategy, only ever
/// matches a run of the byte just before (distance 1) — the matches filtered
/// PNG rows of UI pictures are made of — written for speed.
///
/// zlib spent 24 instructions a byte on a share card's filtered rows (40 % of
/// the whole render) walking its general match machinery one byte at a time.
/// Here runs are measured eight bytes at a time, each block's symbols are
/// counted while they are found, and codes go out through a 64-bit bit buffer.
/// Each `compress` call writes one block with its own Huffman codes (RFC 1951
/// §3.2.7), lengths limited to 15 bits by halving the rarest counts until the
/// tree fits. `finish` ends the stream, or ends it on a byte boundary with an
/// empty stored block (zlib's sync flush) so stripes deflated apart concatenate.
final class RunLengthDeflater {
    private var out: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    /// The last byte of the previous block: runs continue across blocks.
    private var previous: UInt8?

    /// The deflate bytes written so far.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: out, count: count)) }
    var data: Data { Data(bytes: out, count: count) }

    init(expectedInput: Int = 0) {
        capacity = max(4096, expectedInput / 4)
        out = .allocate(capacity: capacity)
    }
    deinit { out.deallocate() }

    // MARK: Blocks

    /// Compresses `input` as one block (not the last).
    func compress(_ input: UnsafeBufferPointer<UInt8>) {
        guard let base = input.baseAddress, input.count > 0 else { return }
        let n = input.count
        // Symbols: 0–255 literals, 256 + length (3…258) for a distance-1 match.
        let sym = UnsafeMutablePointer<UInt16>.allocate(capacity: n)
        defer { sym.deallocate() }
        var litFreq = [Int](repeating: 0, count: 286)
        var count = 0
        var i = 0
        var last = previous.map { Int($0) } ?? -1
        while i < n {
            let b = base[i]
            if Int(b) == last {
                // Extend the run: how many bytes from i equal b (at most 258), eight at a time.
                let limit = min(258, n - i)
                var run = 1
                let pattern = UInt64(b) &* 0x0101_0101_0101_0101
                var open = true
                while open && run + 8 <= limit {
                    let word = UnsafeRawPointer(base + i + run).loadUnaligned(as: UInt64.self) ^ pattern
                    if word != 0 { run += word.trailingZeroBitCount >> 3; open = false } else { run += 8 }
                }
                if open { while run < limit && base[i + run] == b { run += 1 } }
                if run >= 3 {
                    sym[count] = UInt16(256 + run); count += 1
                    litFreq[Self.lengthCode[run]] += 1
                    i += run
                    continue
                }
            }
            sym[count] = UInt16(b); count += 1
            litFreq[Int(b)] += 1
            last = Int(b)
            i += 1
        }
        previous = base[n - 1]
        litFreq[256] += 1   // end of block
        writeBlock(UnsafeBufferPointer(start: sym, count: count), litFreq: litFreq)
    }

    /// Ends the deflate stream (`last`), or pads it to a byte boundary with an
    /// empty stored block so another stream's blocks can follow.
    func finish(last: Bool) {
        reserve(16)
        if last {
            // A final, empty block with the fixed codes: BFINAL 1, BTYPE 01, end-of-block (7 zero bits).
            writeBits(0b011, 3)
            writeBits(0, 7)
        } else {
            writeBits(0b000, 3)   // BFINAL 0, BTYPE 00 (stored)
        }
        flushToByte()
        if !last {   // LEN 0, NLEN 0xFFFF
            reserve(4)
            for b: UInt8 in [0x00, 0x00, 0xFF, 0xFF] { out[count] = b; count += 1 }
        }
    }

    private func writeBlock(_ symbols: UnsafeBufferPointer<UInt16>, litFreq: [Int]) {
        let litLengths = Self.limitedLengths(litFreq, limit: 15)
        // One distance code, distance 1, written with one bit (RFC 1951 allows a lone
        // one-bit distance code; declaring it even without matches keeps strict decoders happy).
        let distLengths: [UInt8] = [1]
        let litCodes = Self.canonicalCodes(litLengths)
        var hlit = 286
        while hlit > 257 && litLengths[hlit - 1] == 0 { hlit -= 1 }

        // The code lengths, run-length coded with the code-length alphabet (16, 17, 18).
        let all = Array(litLengths[0..<hlit]) + distLengths
        var clSymbols: [(symbol: Int, extra: Int, bits: Int)] = []
        var clFreq = [Int](repeating: 0, count: 19)
        var k = 0
        while k < all.count {
            let v = all[k]
            var run = 1
            while k + run < all.count && all[k + run] == v { run += 1 }
            var left = run
            if v == 0 {
                while left >= 11 {
                    let r = min(left, 138); clSymbols.append((18, r - 11, 7)); clFreq[18] += 1; left -= r
                }
                if left >= 3 { clSymbols.append((17, left - 3, 3)); clFreq[17] += 1; left = 0 }
            } else {
                clSymbols.append((Int(v), 0, 0)); clFreq[Int(v)] += 1; left -= 1
                while left >= 3 { let r = min(left, 6); clSymbols.append((16, r - 3, 2)); clFreq[16] += 1; left -= r }
            }
            for _ in 0..<left { clSymbols.append((Int(v), 0, 0)); clFreq[Int(v)] += 1 }
            k += run
        }
        // A code of one symbol would be incomplete, which inflaters reject for code lengths.
        if clFreq.filter({ $0 > 0 }).count < 2 { clFreq[clFreq[0] > 0 ? 1 : 0] += 1 }
        let clLengths = Self.limitedLengths(clFreq, limit: 7)
        let clCodes = Self.canonicalCodes(clLengths)
        var hclen = 19
        while hclen > 4 && clLengths[Self.codeLengthOrder[hclen - 1]] == 0 { hclen -= 1 }

        // Header: at most 17 + 19 × 3 + 316 × 14 bits; symbols: at most 15 + 5 + 1 bits each.
        reserve(600 + (symbols.count * 21 + 15) / 8)
        writeBits(0b100, 3)   // BFINAL 0, BTYPE 10 (dynamic codes)
        writeBits(UInt64(hlit - 257), 5)
        writeBits(UInt64(distLengths.count - 1), 5)
        writeBits(UInt64(hclen - 4), 4)
        for j in 0..<hclen { writeBits(UInt64(clLengths[Self.codeLengthOrder[j]]), 3) }
        for s in clSymbols {
            writeBits(UInt64(clCodes[s.symbol]), Int(clLengths[s.symbol]))
            if s.bits > 0 { writeBits(UInt64(s.extra), s.bits) }
        }

        // The symbols. A distance-1 match is its length code, extra bits, then distance code 0 (one bit, 0).
        litCodes.withUnsafeBufferPointer { codes in
            litLengths.withUnsafeBufferPointer { lengths in
                for s in symbols {
                    if s < 256 {
                        writeBits(UInt64(codes[Int(s)]), Int(lengths[Int(s)]))
                    } else {
                        let length = Int(s) - 256
                        let code = Self.lengthCode[length]
                        let extraBits = Self.lengthExtraBits[code - 257]
                        // Code, then the extra bits, then the one-bit distance code 0: one write.
                        let bits = UInt64(codes[code])
                            | UInt64(length - Self.lengthBase[code - 257]) << UInt64(lengths[code])
                        writeBits(bits, Int(lengths[code]) + extraBits + 1)
                    }
                }
                writeBits(UInt64(codes[256]), Int(lengths[256]))
            }
        }
    }

    // MARK: Bits

    /// Room for `bytes` more bytes (plus the bit buffer's word).
    private func reserve(_ bytes: Int) {
        guard capacity - count < bytes + 8 else { return }
        let grown = max(capacity * 2, count + bytes + 8)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        bigger.update(from: out, count: count)
        out.deallocate()
        out = bigger
        capacity = grown
    }

    /// Appends the low `count` bits of `bits` (count ≤ 32), least significant
    /// first. Callers reserve room first (`reserve`).
    @inline(__always)
    private func writeBits(_ bits: UInt64, _ n: Int) {
        bitBuffer |= bits << UInt64(bitCount)
        bitCount += n
        if bitCount >= 32 {
            UnsafeMutableRawPointer(out + count).storeBytes(
                of: UInt32(truncatingIfNeeded: bitBuffer).littleEndian, as: UInt32.self)
            count += 4
            bitBuffer >>= 32
            bitCount -= 32
        }
    }

    private func flushToByte() {
        reserve(8)
        while bitCount > 0 {
            out[count] = UInt8(truncatingIfNeeded: bitBuffer); count += 1
            bitBuffer >>= 8
            bitCount = max(0, bitCount - 8)
        }
        bitBuffer = 0
    }

    // MARK: Huffman codes

    /// Huffman code lengths for `freq`, none longer than `limit`: when the tree
    /// is too deep, the counts are halved (keeping every used symbol at least 1)
    /// and the tree rebuilt — a few percent from optimal in the rare deep case.
    static func limitedLengths(_ freq: [Int], limit: Int) -> [UInt8] {
        var counts = freq
        while true {
            let lengths = huffmanLengths(counts)
            if (lengths.max() ?? 0) <= limit { return lengths }
            counts = counts.map { $0 == 0 ? 0 : max(1, $0 >> 1) }
        }
    }

    /// Optimal code lengths (unlimited) by the classic pairing of the two
    /// lightest trees. A single used symbol gets length 1.
    static func huffmanLengths(_ freq: [Int]) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: freq.count)
        let used = freq.indices.filter { freq[$0] > 0 }
        if used.isEmpty { return lengths }
        if used.count == 1 { lengths[used[0]] = 1; return lengths }
        // Nodes: leaves first, then internal nodes; parent links give depths.
        var weight = used.map { freq[$0] }
        var parent = [Int](repeating: -1, count: 2 * used.count - 1)
        weight.reserveCapacity(2 * used.count - 1)
        // Leaves sorted by weight; internal nodes are created in non-decreasing weight order.
        let leaves = used.indices.sorted { (weight[$0], $0) < (weight[$1], $1) }
        var leafNext = 0, nodeNext = used.count
        func lightest() -> Int {
            if leafNext < leaves.count && (nodeNext >= weight.count || weight[leaves[leafNext]] <= weight[nodeNext]) {
                defer { leafNext += 1 }
                return leaves[leafNext]
            }
            defer { nodeNext += 1 }
            return nodeNext
        }
        for _ in 0..<(used.count - 1) {
            let a = lightest(), b = lightest()
            parent[a] = weight.count; parent[b] = weight.count
            weight.append(weight[a] + weight[b])
        }
        // Depth of each node: the root is the last one.
        var depth = [Int](repeating: 0, count: weight.count)
        for node in stride(from: weight.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        for (leaf, symbol) in used.enumerated() { lengths[symbol] = UInt8(min(depth[leaf], 255)) }
        return lengths
    }

    /// Canonical codes (RFC 1951 §3.2.2), bit-reversed for the LSB-first stream.
    static func canonicalCodes(_ lengths: [UInt8]) -> [UInt32] {
        var countPerLength = [Int](repeating: 0, count: 16)
        for l in lengths where l > 0 { countPerLength[Int(l)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + countPerLength[bits - 1]) << 1
            next[bits] = code
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, l) in lengths.enumerated() where l > 0 {
            let c = next[Int(l)]
            next[Int(l)] += 1
            var reversed = 0
            for bit in 0..<Int(l) where c & (1 << bit) != 0 { reversed |= 1 << (Int(l) - 1 - bit) }
            codes[symbol] = UInt32(reversed)
        }
        return codes
    }

    // MARK: Tables (RFC 1951 §3.2.5)

    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258
    ]
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The length code (257…285) for each match length 0…258 (0–2 unused).
    static let lengthCode: [Int] = {
        var table = [Int](repeating: 257, count: 259)
        for length in 3...258 {
            var code = 28
            while lengthBase[code] > length { code -= 1 }
            table[length] = 257 + code
        }
        return table
    }()
}

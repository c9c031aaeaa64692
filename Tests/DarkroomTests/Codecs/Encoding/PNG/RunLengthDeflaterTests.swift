import CLibDeflate
@testable import Darkroom
import Foundation
import Testing

/// Darkroom's own run-length deflate coder, decoded by libdeflate's inflate:
/// every input must come back byte for byte, in one block, in several, and in
/// stripes joined after a sync flush.
@Suite struct RunLengthDeflaterTests {
    /// Inflates a raw deflate stream by wrapping it as a zlib stream with the Adler-32 of its bytes.
    func inflate(_ deflate: [UInt8], expected: Int, adler: UInt32) -> [UInt8]? {
        let trailer = [24, 16, 8, 0].map { UInt8(adler >> $0 & 0xFF) }
        return Inflate.zlib([0x78, 0x01] + deflate + trailer, limit: expected)
    }

    func adler(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { libdeflate_adler32(1, $0.baseAddress, $0.count) }
    }

    func roundTrip(_ blocks: [[UInt8]]) -> Bool {
        let coder = RunLengthDeflater()
        for b in blocks { b.withUnsafeBufferPointer { coder.compress($0) } }
        coder.finish(last: true)
        let all = blocks.flatMap { $0 }
        return inflate(coder.bytes, expected: all.count, adler: adler(all)) == all
    }

    static func random(_ count: Int, seed: UInt32, alphabet: Int = 256) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1664525 &+ 1013904223; return UInt8(Int(state >> 16) % alphabet)
        }
    }

    @Test func singleBlocks() {
        #expect(roundTrip([[7]]))
        #expect(roundTrip([[0, 0, 0]]))
        #expect(roundTrip([Self.random(100_000, seed: 1)]))                       // literals only
        #expect(roundTrip([[UInt8](repeating: 0, count: 100_000)]))                 // one long run
        #expect(roundTrip([Self.random(50_000, seed: 2, alphabet: 3)]))             // short runs everywhere
        for length in [1, 2, 3, 4, 10, 257, 258, 259, 260, 516, 517] {              // every length-code edge
            #expect(roundTrip([[9] + [UInt8](repeating: 42, count: length) + [9]]), "run of \(length)")
        }
        // Every byte value, every run length 1…300 in turn.
        var mixed: [UInt8] = []
        for length in 1...300 { mixed += [UInt8](repeating: UInt8(length % 256), count: length) }
        #expect(roundTrip([mixed]))
    }

    @Test func runsContinueAcrossBlocks() {
        #expect(roundTrip([[1, 5, 5], [5, 5, 5, 5], [5], [5, 5, 6]]))
        #expect(roundTrip((0..<20).map { Self.random(3_000 + $0 * 977, seed: UInt32($0), alphabet: 1 + $0 % 5) }))
    }

    /// Stripes coded apart, joined after sync flushes, decode as one stream.
    @Test func stripesConcatenate() {
        let stripes = (0..<4).map { Self.random(20_000, seed: 10 + UInt32($0), alphabet: $0 == 2 ? 256 : 4) }
        var joined: [UInt8] = []
        for (i, stripe) in stripes.enumerated() {
            let coder = RunLengthDeflater()
            stripe.withUnsafeBufferPointer { coder.compress($0) }
            coder.finish(last: i == stripes.count - 1)
            joined += coder.bytes
        }
        let all = stripes.flatMap { $0 }
        #expect(inflate(joined, expected: all.count, adler: adler(all)) == all)
    }

    /// A skewed distribution whose optimal Huffman tree is deeper than 15 bits.
    @Test func deepTreesAreLimited() {
        var bytes: [UInt8] = []
        // Fibonacci-like counts make the deepest optimal trees; interleaved so no runs form.
        var a = 1, b = 1
        for value in 0..<22 {
            for _ in 0..<a { bytes.append(UInt8(value * 2)); bytes.append(UInt8(value * 2 + 1)) }
            (a, b) = (b, a + b)
        }
        var histogram = [Int](repeating: 0, count: 286)
        for b in bytes { histogram[Int(b)] += 1 }
        histogram[256] = 1
        #expect((RunLengthDeflater.huffmanLengths(histogram).max() ?? 0) > 15)   // the case the limit is for
        let lengths = RunLengthDeflater.limitedLengths(histogram, limit: 15)
        #expect((lengths.max() ?? 0) <= 15)
        // Kraft: a complete code.
        #expect(lengths.filter { $0 > 0 }.reduce(0.0) { $0 + pow(2.0, -Double($1)) } == 1.0)
        #expect(roundTrip([bytes]))
    }
}

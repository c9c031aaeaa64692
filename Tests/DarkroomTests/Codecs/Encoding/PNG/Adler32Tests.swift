@testable import Darkroom
import CZlib
import Testing

/// Darkroom's word-at-a-time Adler-32 against zlib's, across word and block
/// boundaries and for all-255 input, which stresses the sums' range.
@Suite struct Adler32Tests {
    @Test(arguments: [0, 1, 7, 8, 9, 5551, 5552, 5553, 11_104, 100_003])
    func matchesZlib(length: Int) {
        var state: UInt32 = 12345
        let random = (0..<length).map { _ in
            state = state &* 1664525 &+ 1013904223; return UInt8(truncatingIfNeeded: state >> 24)
        }
        for bytes in [random, [UInt8](repeating: 255, count: length)] {
            for seed: UInt32 in [1, 0xFFF0_FFF0] {
                let ours = bytes.withUnsafeBufferPointer { Adler32.update(seed, $0) }
                let zlib = bytes.withUnsafeBufferPointer { UInt32(adler32(UInt(seed), $0.baseAddress, uInt($0.count))) }
                #expect(ours == zlib, "length \(length), seed \(seed)")
            }
        }
    }
}

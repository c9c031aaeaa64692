import CLibDeflate
@testable import Darkroom
import Testing

/// Joining the Adler-32 checksums of stripes: the combined checksum of two parts
/// must be libdeflate's checksum of the whole, at every split, including empty
/// parts and parts longer than the modulus (65521) and all-255 input, which
/// stresses the sums' range.
@Suite struct Adler32Tests {
    func adler(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { libdeflate_adler32(1, $0.baseAddress, $0.count) }
    }

    @Test(arguments: [0, 1, 7, 5552, 65520, 65521, 65522, 131_042, 200_003])
    func combinedEqualsWhole(length: Int) {
        var state: UInt32 = 12345
        let random = (0..<length).map { _ in
            state = state &* 1664525 &+ 1013904223; return UInt8(truncatingIfNeeded: state >> 24)
        }
        for bytes in [random, [UInt8](repeating: 255, count: length)] {
            for split in Set([0, 1, length / 3, length / 2, length - 1, length].filter { (0...length).contains($0) }) {
                let first = bytes[..<split], second = bytes[split...]
                let combined = Adler32.combine(adler(first), adler(second), secondLength: second.count)
                #expect(combined == adler(bytes[...]), "length \(length), split at \(split)")
            }
        }
    }

    /// Three stripes joined left to right, as the encoder joins them.
    @Test func joinsSeveralStripes() {
        let parts: [[UInt8]] = [[UInt8](repeating: 255, count: 70_000), [1, 2, 3], [UInt8](repeating: 9, count: 65521)]
        var joined = adler(parts[0][...])
        for part in parts.dropFirst() { joined = Adler32.combine(joined, adler(part[...]), secondLength: part.count) }
        #expect(joined == adler(parts.joined().map { $0 }[...]))
    }
}

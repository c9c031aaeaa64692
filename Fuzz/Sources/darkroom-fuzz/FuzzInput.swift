import Foundation

/// Reads typed values from libFuzzer's bytes, front to back. Past the end every
/// read returns zero-like values, so any input, even an empty one, builds a value.
///
/// Numbers lean towards the values that broke renderers before (NaN, infinities,
/// huge and tiny magnitudes, Int32 edges) but can be any bit pattern.
struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    init(_ data: Data) { bytes = [UInt8](data) }
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }
    var remaining: Int { max(0, bytes.count - index) }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A value in `0..<count`.
    mutating func choice(_ count: Int) -> Int { count <= 1 ? 0 : Int(byte()) % count }

    mutating func uint32() -> UInt32 {
        (0..<4).reduce(UInt32(0)) { value, _ in value << 8 | UInt32(byte()) }
    }

    mutating func uint64() -> UInt64 { UInt64(uint32()) << 32 | UInt64(uint32()) }

    /// Values that have trapped, hung or overflowed renderers.
    static let hostileNumbers: [Double] = [
        0, -0.0, 1, -1, 0.5, 2, 10, 44, 100, 255, 1000, 3e6, 1e7, 1e9, 1e12, 1e17, 1e300,
        -1e9, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
        .nan, .infinity, -.infinity, Double(Int32.max), Double(Int32.max) + 1, Double(Int32.min) - 1,
        Double(Int.max), 1e-300, 32_767, 32_768, 65_536, .pi, 2 * .pi, -.pi,
    ]

    /// Mostly ordinary small numbers, sometimes a hostile one, sometimes raw bits.
    mutating func number() -> Double {
        let kind = byte()
        switch kind % 8 {
        case 0, 1, 2: return Double(byte())
        case 3: return Double(Int8(bitPattern: byte())) / 4
        case 4, 5: return Self.hostileNumbers[choice(Self.hostileNumbers.count)]
        case 6: return Double(uint32() % 100_000) / 100
        default: return Double(bitPattern: uint64())
        }
    }

    mutating func cgFloat() -> CGFloat { CGFloat(number()) }

    /// An `Int`, sometimes at the edges.
    mutating func integer() -> Int {
        switch byte() % 6 {
        case 0: return Int.max
        case 1: return Int.min
        case 2: return -Int(byte())
        case 3: return Int(Int32.max)
        default: return Int(byte())
        }
    }

    /// A string of up to `maxBytes` UTF-8 bytes (invalid sequences become U+FFFD, as
    /// `String(decoding:)` does for a server's request body).
    mutating func string(maxBytes: Int = 64) -> String {
        let length = min(Int(byte()) % (maxBytes + 1), remaining)
        let slice = bytes[index..<(index + length)]
        index += length
        return String(decoding: slice, as: UTF8.self)
    }

    /// The rest of the input as text.
    mutating func rest() -> String {
        let text = String(decoding: bytes[min(index, bytes.count)...], as: UTF8.self)
        index = bytes.count
        return text
    }
}

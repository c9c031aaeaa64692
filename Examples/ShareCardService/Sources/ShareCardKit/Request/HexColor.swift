import Darkroom

/// An sRGB colour written `RRGGBB` or `#RRGGBB` in a request, the way web teams pass brand colours.
public struct HexColor: Sendable, Hashable, CustomStringConvertible {
    /// The colour as 0xRRGGBB.
    public let rgb: UInt32

    /// A colour from 0xRRGGBB.
    public init(_ rgb: UInt32) { self.rgb = rgb & 0xFF_FFFF }

    /// The colour `text` names (`#` optional, exactly six hexadecimal digits), or `nil`.
    public init?(parsing text: Substring) {
        let digits = text.hasPrefix("#") ? text.dropFirst() : text
        guard digits.utf8.count == 6, digits.utf8.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        rgb = value
    }

    /// `RRGGBB`, upper case: the canonical spelling the cache key and ETag use.
    public var description: String {
        let hex = String(rgb, radix: 16, uppercase: true)
        return String(repeating: "0", count: 6 - hex.count) + hex
    }

    /// The colour as a Darkroom `Color`.
    public var color: Color {
        Color(red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}

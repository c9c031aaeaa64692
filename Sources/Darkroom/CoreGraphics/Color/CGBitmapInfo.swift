import Foundation

/// Where (and whether) a bitmap stores alpha, as Core Graphics' `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable, Hashable {
    /// No alpha channel.
    case none = 0
    /// Alpha is the last component of each pixel (RGBA), and the colour components are premultiplied by it.
    case premultipliedLast
    /// Alpha is the first component of each pixel (ARGB), and the colour components are premultiplied by it.
    case premultipliedFirst
    /// Alpha is the last component of each pixel (RGBA); the colour components are not premultiplied.
    case last
    /// Alpha is the first component of each pixel (ARGB); the colour components are not premultiplied.
    case first
    /// No alpha: the last component of each pixel is ignored (RGBX).
    case noneSkipLast
    /// No alpha: the first component of each pixel is ignored (XRGB).
    case noneSkipFirst
    /// Only alpha, no colour components; Darkroom's bitmap contexts do not support it.
    case alphaOnly
}

/// A bitmap's layout: alpha info in the low bits, byte order and float flags above.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold the alpha info (a `CGImageAlphaInfo` raw value).
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that hold the floating-point flags.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// The components are floating-point values; Darkroom's bitmap contexts do not support it.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order: components in memory in the order the alpha info names them (big-endian words).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian words; Darkroom's bitmap contexts do not support it.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian pixels: with `premultipliedFirst` or `noneSkipFirst` this is BGRA in memory, cairo's own
    /// layout on little-endian machines.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian words; Darkroom's bitmap contexts do not support it.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian pixels: components in memory in the order the alpha info names them.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// A layout with the given alpha info (default byte order).
    public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }

    /// The alpha info held in the low bits (`none` when they hold no known value).
    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: rawValue & 0x1F) ?? .none }
    var byteOrder: UInt32 { rawValue & 0x7000 }
}

import Foundation

/// Where (and whether) a bitmap stores alpha, as Core Graphics' `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable, Hashable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout: alpha info in the low bits, byte order and float flags above.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// A layout with the given alpha info (default byte order).
    public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }

    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: rawValue & 0x1F) ?? .none }
    var byteOrder: UInt32 { rawValue & 0x7000 }
}

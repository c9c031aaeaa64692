import Foundation

/// The colour models Darkroom's `CGColorSpace` knows.
public enum CGColorSpaceModel: Int32, Sendable, Hashable {
    case unknown = -1, monochrome = 0, rgb = 1
}

/// A colour space, as Core Graphics' `CGColorSpace`.
///
/// Darkroom draws in 8-bit sRGB: every RGB space here is treated as sRGB
/// (device RGB included), every gray space as sRGB gray (r = g = b). The name is
/// kept so call sites can pass it around and inspect it.
public final class CGColorSpace: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let name: CFString?
    public let model: CGColorSpaceModel

    init(name: CFString?, model: CGColorSpaceModel) { self.name = name; self.model = model }

    /// A colour space by name (`CGColorSpace.sRGB`, `CGColorSpace.linearGray`, …);
    /// `nil` for a name Darkroom does not know.
    public convenience init?(name: CFString) {
        if Self.rgbNames.contains(name) {
            self.init(name: name, model: .rgb)
        } else if Self.grayNames.contains(name) {
            self.init(name: name, model: .monochrome)
        } else {
            return nil
        }
    }

    /// Colour components per colour, alpha excluded.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    public static let deviceRGB: CFString = "kCGColorSpaceDeviceRGB"
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    public static let deviceGray: CFString = "kCGColorSpaceDeviceGray"

    static let rgbNames: Set<String> = [
        sRGB, extendedSRGB, linearSRGB, extendedLinearSRGB, displayP3, genericRGBLinear, deviceRGB
    ]
    static let grayNames: Set<String> = [genericGrayGamma2_2, linearGray, extendedGray, deviceGray]

    static let srgbSpace = CGColorSpace(name: sRGB, model: .rgb)
    static let graySpace = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)

    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool { l.name == r.name && l.model == r.model }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(model) }
    public var description: String { "<CGColorSpace \(name ?? "unnamed")>" }
}

/// The device-dependent RGB space: sRGB in Darkroom.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceRGB, model: .rgb) }
/// The device-dependent gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceGray, model: .monochrome)
}

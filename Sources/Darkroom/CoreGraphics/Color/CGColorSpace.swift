import Foundation

/// The colour models Darkroom's `CGColorSpace` knows.
public enum CGColorSpaceModel: Int32, Sendable, Hashable {
    /// A space Darkroom does not model.
    case unknown = -1
    /// One gray component.
    case monochrome = 0
    /// Red, green and blue components.
    case rgb = 1
}

/// A colour space, as Core Graphics' `CGColorSpace`.
///
/// Darkroom draws in 8-bit sRGB: every RGB space here is treated as sRGB
/// (device RGB included), every gray space as sRGB gray (r = g = b). The name is
/// kept so call sites can pass it around and inspect it.
public final class CGColorSpace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The space's Core Graphics name, e.g. `kCGColorSpaceSRGB`.
    public let name: CFString?
    /// Gray or RGB.
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

    /// sRGB.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// Extended-range sRGB; drawn as sRGB.
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// Linear sRGB; drawn as sRGB.
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// Extended linear sRGB; drawn as sRGB.
    public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    /// Display P3; drawn as sRGB (no gamut conversion).
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Generic linear RGB; drawn as sRGB.
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    /// Device RGB: sRGB here.
    public static let deviceRGB: CFString = "kCGColorSpaceDeviceRGB"
    /// Gray with a 2.2 gamma.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear gray; drawn as sRGB gray.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// Extended-range gray; drawn as sRGB gray.
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    /// Device gray: sRGB gray here.
    public static let deviceGray: CFString = "kCGColorSpaceDeviceGray"

    static let rgbNames: Set<String> = [
        sRGB, extendedSRGB, linearSRGB, extendedLinearSRGB, displayP3, genericRGBLinear, deviceRGB
    ]
    static let grayNames: Set<String> = [genericGrayGamma2_2, linearGray, extendedGray, deviceGray]

    static let srgbSpace = CGColorSpace(name: sRGB, model: .rgb)
    static let graySpace = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)

    /// Spaces are equal when their names and models are.
    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool { l.name == r.name && l.model == r.model }
    /// Hashes the name and model.
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(model) }
    /// The space's name, for logs.
    public var description: String { "<CGColorSpace \(name ?? "unnamed")>" }
}

/// The device-dependent RGB space: sRGB in Darkroom.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceRGB, model: .rgb) }
/// The device-dependent gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceGray, model: .monochrome)
}

import Foundation

/// A colour, as Core Graphics' `CGColor`: components in a colour space plus alpha.
public final class CGColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The colour components followed by alpha (`[gray, alpha]` or `[r, g, b, alpha]`).
    public let components: [CGFloat]?
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?

    /// An sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .srgbSpace
        components = [red, green, blue, alpha]
    }
    /// A gray colour (0 black … 1 white).
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = .graySpace
        components = [gray, alpha]
    }
    /// A colour from `space.numberOfComponents + 1` components (alpha last);
    /// `nil` when the count does not match.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
    }
    /// An sRGB colour from components in 0…1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque black, in the gray colour space.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, in the gray colour space.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black, in the gray colour space.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Components including alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The colour's alpha (its last component); 1 when it has no components.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var c = components, let space = colorSpace, !c.isEmpty else { return nil }
        c[c.count - 1] = alpha
        return c.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) }
    }

    /// The colour as display-list sRGB (clamped to 0…1; gray becomes r = g = b).
    public var rgba: RGBA {
        guard let c = components, !c.isEmpty else { return RGBA(red: 0, green: 0, blue: 0, alpha: 1) }
        if c.count >= 4 { return RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3]) }
        if c.count == 2 { return RGBA(red: c[0], green: c[0], blue: c[0], alpha: c[1]) }
        return RGBA(red: c[0], green: c[0], blue: c[0], alpha: 1)
    }

    public static func == (l: CGColor, r: CGColor) -> Bool {
        l.components == r.components && l.colorSpace == r.colorSpace
    }
    public func hash(into h: inout Hasher) { h.combine(components); h.combine(colorSpace) }
    public var description: String { "<CGColor \(colorSpace?.name ?? "") \(components ?? [])>" }
}

extension RGBA {
    /// The colour as an sRGB `CGColor`.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
}

extension Color {
    /// A colour from a Core Graphics colour (gray colours become r = g = b).
    public init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(light: c, dark: c)
    }
    /// The colour as a `CGColor` (its light-mode value), as SwiftUI's `Color.cgColor`.
    public var cgColor: CGColor? { light.cgColor }
}

import Foundation

extension Color {
    /// A concrete colour: sRGB components and an opacity, as SwiftUI's `Color.Resolved` (iOS 17).
    ///
    /// The components are gamma-encoded sRGB; `linearRed`, `linearGreen` and `linearBlue` read and write the
    /// same colour in linear light.
    nonisolated public struct Resolved: Hashable, Sendable {
        /// The gamma-encoded sRGB red component.
        public var red: Float
        /// The gamma-encoded sRGB green component.
        public var green: Float
        /// The gamma-encoded sRGB blue component.
        public var blue: Float
        /// The opacity, 0…1.
        public var opacity: Float

        /// A colour from components in `colorSpace` (linear components are gamma-encoded; Display P3 is
        /// taken as sRGB, as `Color` does).
        public init(
            colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1
        ) {
            let linear = colorSpace == .sRGBLinear
            self.red = linear ? Self.encode(red) : red
            self.green = linear ? Self.encode(green) : green
            self.blue = linear ? Self.encode(blue) : blue
            self.opacity = opacity
        }

        init(_ rgba: RGBA) {
            self.init(
                red: Float(rgba.red), green: Float(rgba.green), blue: Float(rgba.blue), opacity: Float(rgba.alpha))
        }

        /// The red component in linear light.
        public var linearRed: Float {
            get { Self.decode(red) }
            set { red = Self.encode(newValue) }
        }
        /// The green component in linear light.
        public var linearGreen: Float {
            get { Self.decode(green) }
            set { green = Self.encode(newValue) }
        }
        /// The blue component in linear light.
        public var linearBlue: Float {
            get { Self.decode(blue) }
            set { blue = Self.encode(newValue) }
        }

        /// The colour as a Core Graphics colour.
        public var cgColor: CGColor { rgba.cgColor }

        var rgba: RGBA { RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity)) }

        // The sRGB transfer function and its inverse, sign-preserving as for extended-range components.
        static func encode(_ v: Float) -> Float {
            let m = abs(v)
            let e = m <= 0.0031308 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
            return v < 0 ? -e : e
        }
        static func decode(_ v: Float) -> Float {
            let m = abs(v)
            let d = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
            return v < 0 ? -d : d
        }
    }

    /// The colour of a resolved value.
    public init(_ resolved: Color.Resolved) {
        self.init(light: resolved.rgba, dark: resolved.rgba)
    }

    /// A colour from a Core Graphics colour.
    public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }
}

extension Color.Resolved: ShapeStyle {
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint { .color(rgba) }
}

extension Color.Resolved: Animatable {
    /// The linear components and opacity, which SwiftUI interpolates.
    nonisolated public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
        set {
            linearRed = newValue.first
            linearGreen = newValue.second.first
            linearBlue = newValue.second.second.first
            opacity = newValue.second.second.second
        }
    }
}

extension Color.Resolved: CustomStringConvertible {
    /// `#RRGGBBAA`, as SwiftUI prints a resolved colour.
    public var description: String {
        func byte(_ v: Float) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return String(format: "#%02X%02X%02X%02X", byte(red), byte(green), byte(blue), byte(opacity))
    }
}

extension Color.Resolved: Codable {
    private enum CodingKeys: String, CodingKey { case red, green, blue, opacity }
    /// Decodes the linear components, as SwiftUI encodes them.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            colorSpace: .sRGBLinear, red: try c.decode(Float.self, forKey: .red),
            green: try c.decode(Float.self, forKey: .green), blue: try c.decode(Float.self, forKey: .blue),
            opacity: try c.decode(Float.self, forKey: .opacity))
    }
    /// Encodes the linear components and the opacity.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(linearRed, forKey: .red)
        try c.encode(linearGreen, forKey: .green)
        try c.encode(linearBlue, forKey: .blue)
        try c.encode(opacity, forKey: .opacity)
    }
}

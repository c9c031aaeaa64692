import Foundation

/// A colour ramp for `CGContext.drawLinearGradient` / `drawRadialGradient`, as
/// Core Graphics' `CGGradient`.
public final class CGGradient: @unchecked Sendable {
    let stops: [GradientStop]

    /// A gradient of `colors` (`CGColor`s) at `locations` (0…1; evenly spaced when `nil`).
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count, !cgColors.isEmpty else { return nil }
        stops = Self.stops(cgColors.map(\.rgba), locations)
    }

    /// A gradient from `count` colours of `space.numberOfComponents + 1` components each.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        let colors = (0..<count).map { i -> RGBA in
            let c = Array(UnsafeBufferPointer(start: components + i * n, count: n))
            return n == 2
                ? RGBA(red: c[0], green: c[0], blue: c[0], alpha: c[1])
                : RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        stops = Self.stops(colors, locations)
    }

    private static func stops(_ colors: [RGBA], _ locations: UnsafePointer<CGFloat>?) -> [GradientStop] {
        colors.enumerated().map { i, color in
            let location =
                locations.map { Double($0[i]) } ?? (colors.count == 1 ? 0 : Double(i) / Double(colors.count - 1))
            return GradientStop(color: color, location: location)
        }.bounded()
    }
}

/// Whether a gradient also paints before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extends the gradient's first colour before its start point (or start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Extends the gradient's last colour past its end point (or end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

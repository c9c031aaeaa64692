import Foundation

// Numbers from callers are sanitised where they enter Darkroom (view modifiers,
// proposals, renderer options, paths, C calls), so that no later conversion
// can trap on NaN, an infinity or a value out of an integer's range. These are
// the only rules for it; every boundary uses them rather than its own copy.

extension BinaryFloatingPoint {
    /// NaN becomes zero; everything else is kept (infinities too).
    package var nanAsZero: Self { isNaN ? 0 : self }

    /// A length as SwiftUI takes it: NaN and negative values become zero,
    /// positive infinity is kept (it means "as much as offered").
    package var sanitizedLength: Self { isNaN || self < 0 ? 0 : self }

    /// A finite value: NaN becomes `fallback`, infinities the largest finite
    /// value of their sign, so arithmetic on it stays finite-or-saturated.
    package func finite(or fallback: Self = 0) -> Self {
        if isNaN { return fallback }
        if self == .infinity { return .greatestFiniteMagnitude }
        if self == -.infinity { return -.greatestFiniteMagnitude }
        return self
    }

    /// The value limited to `range`; NaN becomes `fallback` (then limited too).
    package func clamped(to range: ClosedRange<Self>, nanAs fallback: Self = 0) -> Self {
        let v = isNaN ? fallback : self
        return Swift.min(Swift.max(v, range.lowerBound), range.upperBound)
    }
}

extension FixedWidthInteger {
    /// The nearest representable integer to `value` rounded toward zero: NaN
    /// becomes zero, values beyond the type's range its minimum or maximum.
    /// Use it for every floating-point value that crosses into an integer
    /// (pixel counts, pango units, loop counts), where `Int(_:)` would trap.
    package init<F: BinaryFloatingPoint>(saturating value: F) {
        if value.isNaN {
            self = 0
        } else if value >= F(Self.max) {
            // `F(Self.max)` may round up past `max` (2^63 for Int); `>=` catches both.
            self = .max
        } else if value <= F(Self.min) {
            self = .min
        } else {
            self = Self(value)
        }
    }
}

/// Limits on the numbers that drive the cost of one operation. Past them
/// Darkroom saturates (documented in docs/hostile-input.md) rather than looping,
/// allocating or recursing without bound.
package enum InputLimits {
    /// Blur and shadow radii, in points. A radius this large already spreads
    /// any drawable content to invisibility; larger ones draw the same.
    package static let maxBlurRadius: Double = 2_000
    /// Scale factors are kept within ±this (cairo's matrix would lose
    /// invertibility, and FreeType refuses glyph sizes, far earlier).
    package static let maxScaleFactor: Double = 1e5
    /// Font sizes in points: a 2,000-point line is 70 cm tall. cairo draws a colour emoji from a bitmap it scales
    /// to the font's size first, so its cost grows with the square of the size: at 10,000 points one emoji took
    /// 760 MB to 1.3 GB and 2 to 12 s (PNG, PDF, SVG); at 2,000 points, under 100 MB and a second.
    package static let maxFontSize: Double = 2_000
    /// Colour stops kept from one gradient (evenly sampled past it).
    package static let maxGradientStops = 1_024
    /// Elements (moves, lines, curves) of one path that are drawn; the rest are not.
    package static let maxPathElements = 100_000
    /// UTF-8 bytes of one paragraph that are laid out; the rest is cut at a
    /// scalar boundary. pango re-filters a paragraph's attributes for every
    /// line it wraps, so cost grows faster than length past this; 64 KB is more
    /// text than a 32,767-pixel image can show.
    package static let maxTextBytes = 64 * 1024
    /// Differently styled runs of one paragraph; later text takes the last run's style.
    package static let maxTextRuns = 1_000
    /// Nesting depth of views resolved and laid out.
    package static let maxViewDepth = 2_000
    /// Stroke widths in device pixels: wider strokes cover nothing more, cairo's pen for them costs seconds, and
    /// past half its 24.8 fixed-point range (2²³) cairo drops the stroke from PDF and SVG pages.
    package static let maxDeviceLineWidth: Double = 4_000_000
    /// Device pixels per point of drawn content, the product of every scale above it: past this, a group is not
    /// drawn (a point would span 100 pictures of cairo's largest side, and its coordinates leave cairo's range).
    package static let maxDeviceScale: Double = 3_276_700
    /// Width and height of one PDF or SVG page, in points (about 353 m). cairo keeps vector coordinates in
    /// 24.8 fixed point, so a page side past 2²³ (8,388,608) points makes cairo 1.16 abort the process while
    /// it replays the page; this limit leaves a margin of eight for content drawn around the page.
    package static let maxDocumentPageSide: Double = 1_000_000

    /// Whether `size` can be a PDF or SVG page: finite, positive and within `maxDocumentPageSide`.
    package static func isDocumentPageSize(_ size: CGSize) -> Bool {
        (try? checkDocumentPageSize(size)) != nil
    }

    /// Throws `RenderError.invalidSize` for a NaN, infinite, zero or negative side and
    /// `RenderError.pageTooLarge` for a side past `maxDocumentPageSide`.
    package static func checkDocumentPageSize(_ size: CGSize) throws {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError.invalidSize(size)
        }
        guard size.width <= maxDocumentPageSide, size.height <= maxDocumentPageSide else {
            throw RenderError.pageTooLarge(size, maximumSide: maxDocumentPageSide)
        }
    }
}

extension CGAffineTransform {
    /// Whether drawing through this transform can show anything: every entry
    /// finite and the matrix invertible. A zero scale draws nothing, as in
    /// SwiftUI, instead of failing cairo's render with "invalid matrix".
    package var isDrawable: Bool {
        guard a.isFinite, b.isFinite, c.isFinite, d.isFinite, tx.isFinite, ty.isFinite else { return false }
        let determinant = a * d - b * c
        return determinant.isFinite && abs(determinant) > 1e-12
    }
}

extension CGRect {
    /// The intersection, as `intersection(_:)` gives it for finite rectangles.
    /// Foundation's `intersection` traps on a NaN or infinite coordinate (a path
    /// with a NaN point has such a bounding box); here a NaN edge gives `.null`
    /// and infinite edges stay infinite.
    package func safeIntersection(_ other: CGRect) -> CGRect {
        if minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite,
           other.minX.isFinite, other.minY.isFinite, other.maxX.isFinite, other.maxY.isFinite {
            return intersection(other)
        }
        let edges = [minX, minY, maxX, maxY, other.minX, other.minY, other.maxX, other.maxY]
        guard !isNull, !other.isNull, !edges.contains(where: \.isNaN) else { return .null }
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        let width = x1 - x0, height = y1 - y0
        guard !width.isNaN, !height.isNaN, width >= 0, height >= 0 else { return .null }
        return CGRect(x: x0, y: y0, width: width, height: height)
    }
}

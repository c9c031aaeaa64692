import Foundation

// Path operations SwiftUI declares beside the ones in Path.swift: uneven rounded rectangles, relative arcs, hit
// testing, and the textual form `description` writes and `init?(_:)` reads.

extension Path {
    /// A rectangle with a radius for each corner (circular corners, whatever `style` asks for, as
    /// `UnevenRoundedRectangle` draws them).
    public init(
        roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Adds a rectangle with a radius for each corner, transformed by `transform`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        addPath(Path.roundedRect(rect, radii: cornerRadii), transform: transform)
    }

    /// An arc of `delta` from `startAngle` around `center`; the sign of `delta` sets the direction.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Whether `point` is inside the path, by the non-zero winding rule or, with `eoFill`, the even-odd rule.
    /// Curves are measured as 16-segment polylines.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0, crossings = 0
        for polygon in polygons() where polygon.count > 1 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x {
                    crossings += 1
                    winding += b.y > a.y ? 1 : -1
                }
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// Each subpath as a closed polygon, curves flattened.
    private func polygons() -> [[CGPoint]] {
        var result: [[CGPoint]] = [], current: [CGPoint] = []
        func flush() { if !current.isEmpty { result.append(current) }; current = [] }
        for element in elements {
            switch element {
            case .move(let p): flush(); current = [p]
            case .line(let p): current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? p
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? p
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath: flush()
            }
        }
        flush()
        return result
    }
}

extension Path: CustomStringConvertible {
    /// The path as SwiftUI writes it: each element's points then its letter (`m`, `l`, `q`, `c`, `h`), such as
    /// `0 0 m 10 0 l h`.
    public var description: String {
        func n(_ v: CGFloat) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(describing: Double(v))
        }
        func pts(_ ps: CGPoint...) -> String { ps.map { "\(n($0.x)) \(n($0.y))" }.joined(separator: " ") }
        return elements.map { element in
            switch element {
            case .move(let p): pts(p) + " m"
            case .line(let p): pts(p) + " l"
            case .quadCurve(let p, let c): pts(c, p) + " q"
            case .curve(let p, let c1, let c2): pts(c1, c2, p) + " c"
            case .closeSubpath: "h"
            }
        }.joined(separator: " ")
    }

    /// A path read from the form `description` writes; `nil` when the string is not in that form.
    public init?(_ string: String) {
        self.init()
        var numbers: [CGFloat] = []
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if let v = Double(token) { numbers.append(CGFloat(v)); continue }
            func point(_ i: Int) -> CGPoint { CGPoint(x: numbers[2 * i], y: numbers[2 * i + 1]) }
            switch (token, numbers.count) {
            case ("m", 2): move(to: point(0))
            case ("l", 2): addLine(to: point(0))
            case ("q", 4): addQuadCurve(to: point(1), control: point(0))
            case ("c", 6): addCurve(to: point(2), control1: point(0), control2: point(1))
            case ("h", 0): closeSubpath()
            default: return nil
            }
            numbers = []
        }
        guard numbers.isEmpty else { return nil }
    }
}

import Foundation

/// Outlines of the named chart symbols inside a square frame.
enum SymbolGeometry {
    static func path(_ kind: BasicChartSymbolShape.Kind, in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let r = min(rect.width, rect.height) / 2
        switch kind {
        case .circle:
            return Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .square:
            let s = r * 0.886
            return Path(CGRect(x: c.x - s, y: c.y - s, width: 2 * s, height: 2 * s))
        case .triangle:
            return polygon(c, radius: r * 1.15, sides: 3, yShift: r * 0.2)
        case .diamond:
            return polygon(c, radius: r * 1.1, sides: 4, yShift: 0)
        case .pentagon:
            return polygon(c, radius: r * 1.05, sides: 5, yShift: r * 0.05)
        case .plus:
            var p = Path()
            p.move(to: CGPoint(x: c.x - r, y: c.y)); p.addLine(to: CGPoint(x: c.x + r, y: c.y))
            p.move(to: CGPoint(x: c.x, y: c.y - r)); p.addLine(to: CGPoint(x: c.x, y: c.y + r))
            return p
        case .cross:
            let d = r * 0.8
            var p = Path()
            p.move(to: CGPoint(x: c.x - d, y: c.y - d)); p.addLine(to: CGPoint(x: c.x + d, y: c.y + d))
            p.move(to: CGPoint(x: c.x + d, y: c.y - d)); p.addLine(to: CGPoint(x: c.x - d, y: c.y + d))
            return p
        case .asterisk:
            var p = Path()
            for i in 0..<3 {
                let a = Double(i) * .pi / 3 + .pi / 2
                p.move(to: CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)))
                p.addLine(to: CGPoint(x: c.x - r * cos(a), y: c.y - r * sin(a)))
            }
            return p
        }
    }

    /// A regular polygon with a vertex at the top.
    private static func polygon(_ c: CGPoint, radius r: CGFloat, sides: Int, yShift: CGFloat) -> Path {
        var p = Path()
        for i in 0..<sides {
            let a = -Double.pi / 2 + Double(i) * 2 * .pi / Double(sides)
            let pt = CGPoint(x: c.x + r * cos(a), y: c.y + yShift + r * sin(a))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        return p
    }
}

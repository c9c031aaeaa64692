import Darkroom

/// A trophy outline drawn as a vector path: cup, handles, stem and base.
struct TrophyShape: Shape {
    func path(in rect: CGRect) -> Path {
        let s = min(rect.width, rect.height)
        let o = CGPoint(x: rect.midX - s / 2, y: rect.midY - s / 2)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: o.x + x * s, y: o.y + y * s) }
        var path = Path()
        // Cup
        path.move(to: p(0.25, 0.08))
        path.addLine(to: p(0.75, 0.08))
        path.addCurve(to: p(0.5, 0.58), control1: p(0.75, 0.40), control2: p(0.66, 0.58))
        path.addCurve(to: p(0.25, 0.08), control1: p(0.34, 0.58), control2: p(0.25, 0.40))
        path.closeSubpath()
        // Stem and base
        path.addRect(CGRect(x: o.x + 0.45 * s, y: o.y + 0.56 * s, width: 0.10 * s, height: 0.18 * s))
        path.addRoundedRect(in: CGRect(x: o.x + 0.30 * s, y: o.y + 0.74 * s, width: 0.40 * s, height: 0.08 * s),
                            cornerSize: CGSize(width: 0.02 * s, height: 0.02 * s))
        path.addRoundedRect(in: CGRect(x: o.x + 0.24 * s, y: o.y + 0.82 * s, width: 0.52 * s, height: 0.10 * s),
                            cornerSize: CGSize(width: 0.02 * s, height: 0.02 * s))
        return path
    }
}

/// The trophy's handles, stroked beside the cup.
struct TrophyHandles: Shape {
    func path(in rect: CGRect) -> Path {
        let s = min(rect.width, rect.height)
        let o = CGPoint(x: rect.midX - s / 2, y: rect.midY - s / 2)
        var path = Path()
        path.addArc(center: CGPoint(x: o.x + 0.25 * s, y: o.y + 0.22 * s), radius: 0.11 * s,
                    startAngle: .degrees(90), endAngle: .degrees(270), clockwise: false)
        path.move(to: CGPoint(x: o.x + 0.75 * s, y: o.y + 0.11 * s))
        path.addArc(center: CGPoint(x: o.x + 0.75 * s, y: o.y + 0.22 * s), radius: 0.11 * s,
                    startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
        return path
    }
}

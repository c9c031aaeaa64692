import Darkroom
import Foundation

/// Darkroom values built from fuzz bytes, shared by the harnesses.
extension FuzzInput {
    mutating func color() -> Color {
        switch choice(5) {
        case 0: return Color(red: number(), green: number(), blue: number(), opacity: number())
        case 1: return Color(hue: number(), saturation: number(), brightness: number(), opacity: number())
        case 2: return Color(white: number(), opacity: number())
        case 3: return [Color.red, .blue, .clear, .black, .white, .primary, .secondary][choice(7)]
        default: return Color(red: Double(byte()) / 255, green: Double(byte()) / 255, blue: Double(byte()) / 255)
        }
    }

    mutating func font() -> Font {
        switch choice(4) {
        case 0: return .system(size: cgFloat())
        case 1: return .system(size: cgFloat(), weight: [.ultraLight, .regular, .bold, .black][choice(4)],
                               design: [.default, .serif, .monospaced, .rounded][choice(4)])
        case 2: return .custom(string(maxBytes: 12), size: cgFloat())
        default: return [.body, .largeTitle, .caption2, .headline][choice(4)]
        }
    }

    mutating func point() -> CGPoint { CGPoint(x: cgFloat(), y: cgFloat()) }
    mutating func size() -> CGSize { CGSize(width: cgFloat(), height: cgFloat()) }
    mutating func rect() -> CGRect { CGRect(origin: point(), size: size()) }

    mutating func proposal() -> ProposedViewSize {
        ProposedViewSize(width: bool() ? nil : cgFloat(), height: bool() ? nil : cgFloat())
    }

    mutating func angle() -> Angle { bool() ? .degrees(number()) : .radians(number()) }

    mutating func transform() -> CGAffineTransform {
        switch choice(4) {
        case 0: return .identity
        case 1: return CGAffineTransform(scaleX: cgFloat(), y: cgFloat())
        case 2: return CGAffineTransform(rotationAngle: cgFloat())
        default: return CGAffineTransform(a: cgFloat(), b: cgFloat(), c: cgFloat(), d: cgFloat(),
                                          tx: cgFloat(), ty: cgFloat())
        }
    }

    /// A path of up to 32 elements with any coordinates (NaN and infinities included).
    mutating func path() -> Path {
        var path = Path()
        for _ in 0..<(choice(32) + 1) {
            switch choice(10) {
            case 0: path.move(to: point())
            case 1, 2: path.addLine(to: point())
            case 3: path.addQuadCurve(to: point(), control: point())
            case 4: path.addCurve(to: point(), control1: point(), control2: point())
            case 5: path.closeSubpath()
            case 6: path.addRect(rect(), transform: transform())
            case 7: path.addEllipse(in: rect())
            case 8: path.addRoundedRect(in: rect(), cornerSize: size())
            default: path.addArc(center: point(), radius: cgFloat(), startAngle: angle(), endAngle: angle(),
                                 clockwise: bool())
            }
        }
        return path
    }

    mutating func gradient() -> Gradient {
        let count = choice(6)
        if bool() { return Gradient(colors: (0..<count).map { _ in color() }) }
        return Gradient(stops: (0..<count).map { _ in Gradient.Stop(color: color(), location: cgFloat()) })
    }

    mutating func unitPoint() -> UnitPoint { UnitPoint(x: cgFloat(), y: cgFloat()) }
}

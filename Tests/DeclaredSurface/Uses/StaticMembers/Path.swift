// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u87d3980030 Path.Element.move(to: CGPoint)
@MainActor func use_87d3980030() {
    let _: Path.Element = .move(to: sample() as CGPoint)
}

// ua8dd683019 Path.Element.line(to: CGPoint)
@MainActor func use_a8dd683019() {
    let _: Path.Element = .line(to: sample() as CGPoint)
}

// u320378fbcb Path.Element.quadCurve(to: CGPoint, control: CGPoint)
@MainActor func use_320378fbcb() {
    let _: Path.Element = .quadCurve(to: sample() as CGPoint, control: sample() as CGPoint)
}

// u4045de0794 Path.Element.curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
@MainActor func use_4045de0794() {
    let _: Path.Element = .curve(to: sample() as CGPoint, control1: sample() as CGPoint, control2: sample() as CGPoint)
}

// ufe3e8cfa2d Path.Element.closeSubpath
@MainActor func use_fe3e8cfa2d() {
    let _: Path.Element = .closeSubpath
}

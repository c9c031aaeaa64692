// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ube44612236 Path.description
@MainActor func use_be44612236(_ subject: Path) {
    let _: String = subject.description
}

// u81768012d4 Path.cgPath
@MainActor func use_81768012d4(_ subject: Path) {
    let _: CGPath = subject.cgPath
}

// ufc3ea83da1 Path.isEmpty
@MainActor func use_fc3ea83da1(_ subject: Path) {
    let _: Bool = subject.isEmpty
}

// udad2d14a4f Path.boundingRect
@MainActor func use_dad2d14a4f(_ subject: Path) {
    let _: CGRect = subject.boundingRect
}

// u7b801a4742 Path.contains(_: CGPoint, eoFill: Bool)
@MainActor func use_7b801a4742(_ subject: Path) {
    let _: Bool = subject.contains(sample() as CGPoint, eoFill: sample() as Bool)
    let _: Bool = subject.contains(sample() as CGPoint)
}

// uef85fa5ee6 Path.forEach(_: (Path.Element) -> Void)
@MainActor func use_ef85fa5ee6(_ subject: Path) {
    subject.forEach(sample() as (Path.Element) -> Void)
}

// u02e6ede3b2 Path.move(to: CGPoint)
@MainActor func use_02e6ede3b2(_ subject: Path) {
    var subject = subject
    subject.move(to: sample() as CGPoint)
}

// u4ffd82e8fc Path.addLine(to: CGPoint)
@MainActor func use_4ffd82e8fc(_ subject: Path) {
    var subject = subject
    subject.addLine(to: sample() as CGPoint)
}

// u1527bcdeed Path.addQuadCurve(to: CGPoint, control: CGPoint)
@MainActor func use_1527bcdeed(_ subject: Path) {
    var subject = subject
    subject.addQuadCurve(to: sample() as CGPoint, control: sample() as CGPoint)
}

// ud2c6a20a13 Path.addCurve(to: CGPoint, control1: CGPoint, control2: CGPoint)
@MainActor func use_d2c6a20a13(_ subject: Path) {
    var subject = subject
    subject.addCurve(to: sample() as CGPoint, control1: sample() as CGPoint, control2: sample() as CGPoint)
}

// u1340e07a6f Path.closeSubpath()
@MainActor func use_1340e07a6f(_ subject: Path) {
    var subject = subject
    subject.closeSubpath()
}

// u82f94544dc Path.addRect(_: CGRect, transform: CGAffineTransform)
@MainActor func use_82f94544dc(_ subject: Path) {
    var subject = subject
    subject.addRect(sample() as CGRect, transform: sample() as CGAffineTransform)
    subject.addRect(sample() as CGRect)
}

// ubd64c3ec94 Path.addRoundedRect(in: CGRect, cornerSize: CGSize, style: RoundedCornerStyle, transform:
//   CGAffineTransform)
@MainActor func use_bd64c3ec94(_ subject: Path) {
    var subject = subject
    subject.addRoundedRect(
        in: sample() as CGRect,
        cornerSize: sample() as CGSize,
        style: sample() as RoundedCornerStyle,
        transform: sample() as CGAffineTransform
    )
    subject.addRoundedRect(in: sample() as CGRect, cornerSize: sample() as CGSize)
}

// ue47c70e384 Path.addRoundedRect(in: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle, transform:
//   CGAffineTransform)
@MainActor func use_e47c70e384(_ subject: Path) {
    var subject = subject
    subject.addRoundedRect(
        in: sample() as CGRect,
        cornerRadii: sample() as RectangleCornerRadii,
        style: sample() as RoundedCornerStyle,
        transform: sample() as CGAffineTransform
    )
    subject.addRoundedRect(in: sample() as CGRect, cornerRadii: sample() as RectangleCornerRadii)
}

// u6b40c19e0f Path.addEllipse(in: CGRect, transform: CGAffineTransform)
@MainActor func use_6b40c19e0f(_ subject: Path) {
    var subject = subject
    subject.addEllipse(in: sample() as CGRect, transform: sample() as CGAffineTransform)
    subject.addEllipse(in: sample() as CGRect)
}

// u661a766c0e Path.addRects(_: [CGRect], transform: CGAffineTransform)
@MainActor func use_661a766c0e(_ subject: Path) {
    var subject = subject
    subject.addRects(sample() as [CGRect], transform: sample() as CGAffineTransform)
    subject.addRects(sample() as [CGRect])
}

// ua3e36fe396 Path.addLines(_: [CGPoint])
@MainActor func use_a3e36fe396(_ subject: Path) {
    var subject = subject
    subject.addLines(sample() as [CGPoint])
}

// u7849e0713e Path.addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform:
//   CGAffineTransform)
@MainActor func use_7849e0713e(_ subject: Path) {
    var subject = subject
    subject.addRelativeArc(
        center: sample() as CGPoint,
        radius: sample() as CGFloat,
        startAngle: sample() as Angle,
        delta: sample() as Angle,
        transform: sample() as CGAffineTransform
    )
    subject.addRelativeArc(
        center: sample() as CGPoint,
        radius: sample() as CGFloat,
        startAngle: sample() as Angle,
        delta: sample() as Angle
    )
}

// u38ea2c2662 Path.addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
//   transform: CGAffineTransform)
@MainActor func use_38ea2c2662(_ subject: Path) {
    var subject = subject
    subject.addArc(
        center: sample() as CGPoint,
        radius: sample() as CGFloat,
        startAngle: sample() as Angle,
        endAngle: sample() as Angle,
        clockwise: sample() as Bool,
        transform: sample() as CGAffineTransform
    )
    subject.addArc(
        center: sample() as CGPoint,
        radius: sample() as CGFloat,
        startAngle: sample() as Angle,
        endAngle: sample() as Angle,
        clockwise: sample() as Bool
    )
}

// u43b24cd8c4 Path.addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform)
@MainActor func use_43b24cd8c4(_ subject: Path) {
    var subject = subject
    subject.addArc(
        tangent1End: sample() as CGPoint,
        tangent2End: sample() as CGPoint,
        radius: sample() as CGFloat,
        transform: sample() as CGAffineTransform
    )
    subject.addArc(tangent1End: sample() as CGPoint, tangent2End: sample() as CGPoint, radius: sample() as CGFloat)
}

// u56545fb579 Path.addPath(_: Path, transform: CGAffineTransform)
@MainActor func use_56545fb579(_ subject: Path) {
    var subject = subject
    subject.addPath(sample() as Path, transform: sample() as CGAffineTransform)
    subject.addPath(sample() as Path)
}

// u3609e1f89f Path.currentPoint
@MainActor func use_3609e1f89f(_ subject: Path) {
    let _: CGPoint? = subject.currentPoint
}

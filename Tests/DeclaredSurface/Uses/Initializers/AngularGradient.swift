// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u34754a0490 AngularGradient.init(gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
@MainActor func use_34754a0490() {
    let _: AngularGradient = AngularGradient(
        gradient: sample() as Gradient,
        center: sample() as UnitPoint,
        startAngle: sample() as Angle,
        endAngle: sample() as Angle
    )
    let _: AngularGradient = AngularGradient(gradient: sample() as Gradient, center: sample() as UnitPoint)
}

// ua466cdaaff AngularGradient.init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
@MainActor func use_a466cdaaff() {
    let _: AngularGradient = AngularGradient(
        colors: sample() as [Color],
        center: sample() as UnitPoint,
        startAngle: sample() as Angle,
        endAngle: sample() as Angle
    )
}

// u383c2cd0a5 AngularGradient.init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
@MainActor func use_383c2cd0a5() {
    let _: AngularGradient = AngularGradient(
        stops: sample() as [Gradient.Stop],
        center: sample() as UnitPoint,
        startAngle: sample() as Angle,
        endAngle: sample() as Angle
    )
}

// ucc354412d5 AngularGradient.init(gradient: Gradient, center: UnitPoint, angle: Angle)
@MainActor func use_cc354412d5() {
    let _: AngularGradient = AngularGradient(
        gradient: sample() as Gradient,
        center: sample() as UnitPoint,
        angle: sample() as Angle
    )
    let _: AngularGradient = AngularGradient(gradient: sample() as Gradient, center: sample() as UnitPoint)
}

// u5706cbbf5a AngularGradient.init(colors: [Color], center: UnitPoint, angle: Angle)
@MainActor func use_5706cbbf5a() {
    let _: AngularGradient = AngularGradient(
        colors: sample() as [Color],
        center: sample() as UnitPoint,
        angle: sample() as Angle
    )
    let _: AngularGradient = AngularGradient(colors: sample() as [Color], center: sample() as UnitPoint)
}

// u197dc1459c AngularGradient.init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle)
@MainActor func use_197dc1459c() {
    let _: AngularGradient = AngularGradient(
        stops: sample() as [Gradient.Stop],
        center: sample() as UnitPoint,
        angle: sample() as Angle
    )
    let _: AngularGradient = AngularGradient(stops: sample() as [Gradient.Stop], center: sample() as UnitPoint)
}

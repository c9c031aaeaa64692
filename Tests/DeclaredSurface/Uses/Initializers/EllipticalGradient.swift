// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf7bfe5e9b2 EllipticalGradient.init(gradient: Gradient, center: UnitPoint, startRadiusFraction: CGFloat,
//   endRadiusFraction: CGFloat)
@MainActor func use_f7bfe5e9b2() {
    let _: EllipticalGradient = EllipticalGradient(
        gradient: sample() as Gradient,
        center: sample() as UnitPoint,
        startRadiusFraction: sample() as CGFloat,
        endRadiusFraction: sample() as CGFloat
    )
    let _: EllipticalGradient = EllipticalGradient(gradient: sample() as Gradient)
}

// u1f421dbb13 EllipticalGradient.init(colors: [Color], center: UnitPoint, startRadiusFraction: CGFloat,
//   endRadiusFraction: CGFloat)
@MainActor func use_1f421dbb13() {
    let _: EllipticalGradient = EllipticalGradient(
        colors: sample() as [Color],
        center: sample() as UnitPoint,
        startRadiusFraction: sample() as CGFloat,
        endRadiusFraction: sample() as CGFloat
    )
    let _: EllipticalGradient = EllipticalGradient(colors: sample() as [Color])
}

// ua1859575c0 EllipticalGradient.init(stops: [Gradient.Stop], center: UnitPoint, startRadiusFraction: CGFloat,
//   endRadiusFraction: CGFloat)
@MainActor func use_a1859575c0() {
    let _: EllipticalGradient = EllipticalGradient(
        stops: sample() as [Gradient.Stop],
        center: sample() as UnitPoint,
        startRadiusFraction: sample() as CGFloat,
        endRadiusFraction: sample() as CGFloat
    )
    let _: EllipticalGradient = EllipticalGradient(stops: sample() as [Gradient.Stop])
}

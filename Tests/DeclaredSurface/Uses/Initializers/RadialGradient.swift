// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u45db487867 RadialGradient.init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
@MainActor func use_45db487867() {
    let _: RadialGradient = RadialGradient(
        gradient: sample() as Gradient,
        center: sample() as UnitPoint,
        startRadius: sample() as CGFloat,
        endRadius: sample() as CGFloat
    )
}

// ud9b7d5a226 RadialGradient.init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
@MainActor func use_d9b7d5a226() {
    let _: RadialGradient = RadialGradient(
        colors: sample() as [Color],
        center: sample() as UnitPoint,
        startRadius: sample() as CGFloat,
        endRadius: sample() as CGFloat
    )
}

// uf30812f961 RadialGradient.init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
@MainActor func use_f30812f961() {
    let _: RadialGradient = RadialGradient(
        stops: sample() as [Gradient.Stop],
        center: sample() as UnitPoint,
        startRadius: sample() as CGFloat,
        endRadius: sample() as CGFloat
    )
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u537a043b61 LinearGradient.init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
@MainActor func use_537a043b61() {
    let _: LinearGradient = LinearGradient(
        gradient: sample() as Gradient,
        startPoint: sample() as UnitPoint,
        endPoint: sample() as UnitPoint
    )
}

// ua277bf15f2 LinearGradient.init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
@MainActor func use_a277bf15f2() {
    let _: LinearGradient = LinearGradient(
        colors: sample() as [Color],
        startPoint: sample() as UnitPoint,
        endPoint: sample() as UnitPoint
    )
}

// uacc2c3ab0e LinearGradient.init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
@MainActor func use_acc2c3ab0e() {
    let _: LinearGradient = LinearGradient(
        stops: sample() as [Gradient.Stop],
        startPoint: sample() as UnitPoint,
        endPoint: sample() as UnitPoint
    )
}

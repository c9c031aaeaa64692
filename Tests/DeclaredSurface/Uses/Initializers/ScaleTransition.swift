// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u97200bb6e5 ScaleTransition.init(_: Double, anchor: UnitPoint)
@MainActor func use_97200bb6e5() {
    let _: ScaleTransition = ScaleTransition(sample() as Double, anchor: sample() as UnitPoint)
    let _: ScaleTransition = ScaleTransition(sample() as Double)
}

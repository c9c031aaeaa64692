// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucea3d24743 UILegibilityWeight.init(_: LegibilityWeight?)
@MainActor func use_cea3d24743() {
    let _: UILegibilityWeight = UILegibilityWeight(sample() as LegibilityWeight?)
}

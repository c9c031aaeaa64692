// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u216e96cfed LegibilityWeight.init?(_: UILegibilityWeight)
@MainActor func use_216e96cfed() {
    let _: LegibilityWeight? = LegibilityWeight(sample() as UILegibilityWeight)
}

// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u16bf152eb5 LegibilityWeight.regular
@MainActor func use_16bf152eb5() {
    let _: LegibilityWeight = .regular
}

// ub0d1bcb4ca LegibilityWeight.bold
@MainActor func use_b0d1bcb4ca() {
    let _: LegibilityWeight = .bold
}

// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua8f975481b LayoutDirection.leftToRight
@MainActor func use_a8f975481b() {
    let _: LayoutDirection = .leftToRight
}

// u507399464b LayoutDirection.rightToLeft
@MainActor func use_507399464b() {
    let _: LayoutDirection = .rightToLeft
}

// u01665eec5d static LayoutDirection.allCases
@MainActor func use_01665eec5d() {
    let _: [LayoutDirection] = LayoutDirection.allCases
}

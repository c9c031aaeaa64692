// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7751bc634b static ListItemTint.fixed(_: Color)
@MainActor func use_7751bc634b() {
    let _: ListItemTint = ListItemTint.fixed(sample() as Color)
}

// ub7582c0388 static ListItemTint.preferred(_: Color)
@MainActor func use_b7582c0388() {
    let _: ListItemTint = ListItemTint.preferred(sample() as Color)
}

// u0e716fe117 static ListItemTint.monochrome
@MainActor func use_0e716fe117() {
    let _: ListItemTint = ListItemTint.monochrome
}

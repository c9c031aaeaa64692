// Operators: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub40de5a815 static NavigationSplitViewColumn.<(lhs: NavigationSplitViewColumn, rhs: NavigationSplitViewColumn)
@MainActor func use_b40de5a815() {
    let _: Bool = (sample() as NavigationSplitViewColumn) < (sample() as NavigationSplitViewColumn)
}

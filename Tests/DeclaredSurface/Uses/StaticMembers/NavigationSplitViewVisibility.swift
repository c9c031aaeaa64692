// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ued093b6eeb static NavigationSplitViewVisibility.detailOnly
@MainActor func use_ed093b6eeb() {
    let _: NavigationSplitViewVisibility = NavigationSplitViewVisibility.detailOnly
}

// u723807907d static NavigationSplitViewVisibility.doubleColumn
@MainActor func use_723807907d() {
    let _: NavigationSplitViewVisibility = NavigationSplitViewVisibility.doubleColumn
}

// u425828a2f2 static NavigationSplitViewVisibility.all
@MainActor func use_425828a2f2() {
    let _: NavigationSplitViewVisibility = NavigationSplitViewVisibility.all
}

// ueab3ad0a1a static NavigationSplitViewVisibility.automatic
@MainActor func use_eab3ad0a1a() {
    let _: NavigationSplitViewVisibility = NavigationSplitViewVisibility.automatic
}

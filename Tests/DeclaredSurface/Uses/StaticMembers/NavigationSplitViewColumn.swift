// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue31a554405 static NavigationSplitViewColumn.sidebar
@MainActor func use_e31a554405() {
    let _: NavigationSplitViewColumn = NavigationSplitViewColumn.sidebar
}

// u423cd8b620 static NavigationSplitViewColumn.content
@MainActor func use_423cd8b620() {
    let _: NavigationSplitViewColumn = NavigationSplitViewColumn.content
}

// u697e73cbbc static NavigationSplitViewColumn.detail
@MainActor func use_697e73cbbc() {
    let _: NavigationSplitViewColumn = NavigationSplitViewColumn.detail
}

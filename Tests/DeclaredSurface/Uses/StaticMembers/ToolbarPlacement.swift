// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udb5222f5ef static ToolbarPlacement.automatic
@MainActor func use_db5222f5ef() {
    let _: ToolbarPlacement = ToolbarPlacement.automatic
}

// u2e9b92dd13 static ToolbarPlacement.bottomBar
@MainActor func use_2e9b92dd13() {
    let _: ToolbarPlacement = ToolbarPlacement.bottomBar
}

// uc30a75a0c7 static ToolbarPlacement.navigationBar
@MainActor func use_c30a75a0c7() {
    let _: ToolbarPlacement = ToolbarPlacement.navigationBar
}

// ub5f33b9416 static ToolbarPlacement.tabBar
@MainActor func use_b5f33b9416() {
    let _: ToolbarPlacement = ToolbarPlacement.tabBar
}

// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1457092467 static ToolbarItemPlacement.automatic
@MainActor func use_1457092467() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.automatic
}

// u5672c1d5ab static ToolbarItemPlacement.principal
@MainActor func use_5672c1d5ab() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.principal
}

// u541b60015b static ToolbarItemPlacement.navigation
@MainActor func use_541b60015b() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.navigation
}

// ub5af840d89 static ToolbarItemPlacement.primaryAction
@MainActor func use_b5af840d89() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.primaryAction
}

// ua0858c7ee5 static ToolbarItemPlacement.secondaryAction
@MainActor func use_a0858c7ee5() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.secondaryAction
}

// u32873b1b7f static ToolbarItemPlacement.status
@MainActor func use_32873b1b7f() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.status
}

// u160a46f0a0 static ToolbarItemPlacement.confirmationAction
@MainActor func use_160a46f0a0() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.confirmationAction
}

// uf0b9d32d19 static ToolbarItemPlacement.cancellationAction
@MainActor func use_f0b9d32d19() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.cancellationAction
}

// u6520f77e3e static ToolbarItemPlacement.destructiveAction
@MainActor func use_6520f77e3e() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.destructiveAction
}

// u43b330188b static ToolbarItemPlacement.keyboard
@MainActor func use_43b330188b() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.keyboard
}

// u4f408bc7f0 static ToolbarItemPlacement.topBarLeading
@MainActor func use_4f408bc7f0() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.topBarLeading
}

// u0710b09c50 static ToolbarItemPlacement.topBarTrailing
@MainActor func use_0710b09c50() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.topBarTrailing
}

// u30cfaf7e9c static ToolbarItemPlacement.navigationBarLeading
@MainActor func use_30cfaf7e9c() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.navigationBarLeading
}

// ueb00e116ab static ToolbarItemPlacement.navigationBarTrailing
@MainActor func use_eb00e116ab() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.navigationBarTrailing
}

// u38b9cc0850 static ToolbarItemPlacement.bottomBar
@MainActor func use_38b9cc0850() {
    let _: ToolbarItemPlacement = ToolbarItemPlacement.bottomBar
}

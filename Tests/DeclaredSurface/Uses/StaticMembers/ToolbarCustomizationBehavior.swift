// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub32849b565 static ToolbarCustomizationBehavior.`default`
@MainActor func use_b32849b565() {
    let _: ToolbarCustomizationBehavior = ToolbarCustomizationBehavior.`default`
}

// u0bc2a35ea2 static ToolbarCustomizationBehavior.reorderable
@MainActor func use_0bc2a35ea2() {
    let _: ToolbarCustomizationBehavior = ToolbarCustomizationBehavior.reorderable
}

// uc3c8141048 static ToolbarCustomizationBehavior.disabled
@MainActor func use_c3c8141048() {
    let _: ToolbarCustomizationBehavior = ToolbarCustomizationBehavior.disabled
}

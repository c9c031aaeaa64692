// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc20fddbb8f static ToolbarCustomizationOptions.alwaysAvailable
@MainActor func use_c20fddbb8f() {
    let _: ToolbarCustomizationOptions = ToolbarCustomizationOptions.alwaysAvailable
}

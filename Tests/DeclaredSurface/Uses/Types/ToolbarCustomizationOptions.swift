// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub842bada12 ToolbarCustomizationOptions
@MainActor func use_b842bada12() {
    let _: Any.Type = ToolbarCustomizationOptions.self
}

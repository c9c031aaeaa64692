// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u47e5051101 ToolbarCustomizationBehavior
@MainActor func use_47e5051101() {
    let _: Any.Type = ToolbarCustomizationBehavior.self
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1fba690dd1 ToolbarCustomizationOptions.init(rawValue: Int)
@MainActor func use_1fba690dd1() {
    let _: ToolbarCustomizationOptions = ToolbarCustomizationOptions(rawValue: sample() as Int)
}

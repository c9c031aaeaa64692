// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u84b6c8d3ec ColorSchemeContrast.init?(_: UIAccessibilityContrast)
@MainActor func use_84b6c8d3ec() {
    let _: ColorSchemeContrast? = ColorSchemeContrast(sample() as UIAccessibilityContrast)
}

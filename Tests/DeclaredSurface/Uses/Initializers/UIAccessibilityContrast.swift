// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0b0ec2ab72 UIAccessibilityContrast.init(_: ColorSchemeContrast?)
@MainActor func use_0b0ec2ab72() {
    let _: UIAccessibilityContrast = UIAccessibilityContrast(sample() as ColorSchemeContrast?)
}

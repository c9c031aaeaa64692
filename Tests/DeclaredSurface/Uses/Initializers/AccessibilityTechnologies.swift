// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7c1b5893c3 AccessibilityTechnologies.init()
@MainActor func use_7c1b5893c3() {
    let _: AccessibilityTechnologies = AccessibilityTechnologies()
}

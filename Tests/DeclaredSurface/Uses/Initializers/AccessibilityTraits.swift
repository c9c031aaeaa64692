// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub64702ea47 AccessibilityTraits.init()
@MainActor func use_b64702ea47() {
    let _: AccessibilityTraits = AccessibilityTraits()
}

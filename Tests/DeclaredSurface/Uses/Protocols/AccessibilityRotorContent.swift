// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua770f3f952 AccessibilityRotorContent
private struct Conformer_a770f3f952: AccessibilityRotorContent {
    var body: Never { sample() }
}

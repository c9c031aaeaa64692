// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0ca860ca45 AccessibilityHeadingLevel.init?(rawValue: UInt)
@MainActor func use_0ca860ca45() {
    let _: AccessibilityHeadingLevel? = AccessibilityHeadingLevel(rawValue: sample() as UInt)
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8fd9e3c729 AccessibilityHeadingLevel
@MainActor func use_8fd9e3c729() {
    let _: Any.Type = AccessibilityHeadingLevel.self
}

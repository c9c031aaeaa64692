// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc741a020d6 AccessibilitySystemRotor
@MainActor func use_c741a020d6() {
    let _: Any.Type = AccessibilitySystemRotor.self
}

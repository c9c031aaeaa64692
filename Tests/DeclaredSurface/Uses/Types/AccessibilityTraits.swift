// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0aa1523d1c AccessibilityTraits
@MainActor func use_0aa1523d1c() {
    let _: Any.Type = AccessibilityTraits.self
}

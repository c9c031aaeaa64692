// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2513326a66 AccessibilityActionKind
@MainActor func use_2513326a66() {
    let _: Any.Type = AccessibilityActionKind.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4a63d6374e AccessibilityChildBehavior
@MainActor func use_4a63d6374e() {
    let _: Any.Type = AccessibilityChildBehavior.self
}

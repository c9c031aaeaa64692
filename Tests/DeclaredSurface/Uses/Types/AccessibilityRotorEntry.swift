// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6fb0a2b4eb AccessibilityRotorEntry
@MainActor func use_6fb0a2b4eb<ID: Hashable>(_ generics: (ID).Type) {
    let _: Any.Type = AccessibilityRotorEntry<ID>.self
}

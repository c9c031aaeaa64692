// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u806e90f8ec AccessibilityRotorContentBuilder
@MainActor func use_806e90f8ec() {
    let _: Any.Type = AccessibilityRotorContentBuilder.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7127cfaad0 AccessibilityTextContentType
@MainActor func use_7127cfaad0() {
    let _: Any.Type = AccessibilityTextContentType.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue47de1670d AccessibilityDirectTouchOptions
@MainActor func use_e47de1670d() {
    let _: Any.Type = AccessibilityDirectTouchOptions.self
}

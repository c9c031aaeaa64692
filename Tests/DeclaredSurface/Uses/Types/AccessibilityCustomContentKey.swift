// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud1c6245ed9 AccessibilityCustomContentKey
@MainActor func use_d1c6245ed9() {
    let _: Any.Type = AccessibilityCustomContentKey.self
}

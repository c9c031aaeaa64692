// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3958c3b652 AccessibilityAttachmentModifier
@MainActor func use_3958c3b652() {
    let _: Any.Type = AccessibilityAttachmentModifier.self
}

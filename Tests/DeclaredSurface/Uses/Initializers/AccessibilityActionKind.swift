// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u051cde83fb AccessibilityActionKind.init(named: Text)
@MainActor func use_051cde83fb() {
    let _: AccessibilityActionKind = AccessibilityActionKind(named: sample() as Text)
}

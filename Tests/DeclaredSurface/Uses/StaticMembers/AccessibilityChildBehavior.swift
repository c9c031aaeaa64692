// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc29edd0982 static AccessibilityChildBehavior.ignore
@MainActor func use_c29edd0982() {
    let _: AccessibilityChildBehavior = AccessibilityChildBehavior.ignore
}

// u24b26b104a static AccessibilityChildBehavior.contain
@MainActor func use_24b26b104a() {
    let _: AccessibilityChildBehavior = AccessibilityChildBehavior.contain
}

// ud100bb578c static AccessibilityChildBehavior.combine
@MainActor func use_d100bb578c() {
    let _: AccessibilityChildBehavior = AccessibilityChildBehavior.combine
}

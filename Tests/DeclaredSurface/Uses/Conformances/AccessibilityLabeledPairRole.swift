// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufa4addde42 AccessibilityLabeledPairRole: Hashable
@MainActor func use_fa4addde42() {
    _ = AccessibilityLabeledPairRole.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(AccessibilityLabeledPairRole.self)
}

// u104a206c7a AccessibilityLabeledPairRole: Sendable
@MainActor func use_104a206c7a() {
    _ = AccessibilityLabeledPairRole.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(AccessibilityLabeledPairRole.self)
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubb5c31d46f AccessibilityRotorEntry: AccessibilityRotorContent
@MainActor func use_bb5c31d46f<ID: Hashable>(_ generics: (ID).Type) {
    _ = AccessibilityRotorEntry<ID>.self
    func accept<T: AccessibilityRotorContent>(_ type: T.Type) {}
    accept(AccessibilityRotorEntry<ID>.self)
}

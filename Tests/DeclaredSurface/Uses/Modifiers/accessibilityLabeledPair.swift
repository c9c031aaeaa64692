// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufb019bf3c6 View.accessibilityLabeledPair<ID>(role: AccessibilityLabeledPairRole, id: ID, in: Namespace.ID) where ID
//   : Hashable
@MainActor func use_fb019bf3c6<Self_: View, ID: Hashable>(_ subject: Self_, _ generics: (Self_, ID).Type) {
    _ = subject.accessibilityLabeledPair(
        role: sample() as AccessibilityLabeledPairRole,
        id: sample() as ID,
        in: sample() as Namespace.ID
    ) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3311f97bda View.accessibilityRespondsToUserInteraction(_: Bool)
@MainActor func use_3311f97bda<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityRespondsToUserInteraction(sample() as Bool) as any View
    _ = subject.accessibilityRespondsToUserInteraction() as any View
}

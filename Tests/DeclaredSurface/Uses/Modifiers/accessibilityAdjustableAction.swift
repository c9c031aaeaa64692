// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3e8dccd503 View.accessibilityAdjustableAction(_: (AccessibilityAdjustmentDirection) -> Void)
@MainActor func use_3e8dccd503<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityAdjustableAction(sample() as (AccessibilityAdjustmentDirection) -> Void) as any View
}

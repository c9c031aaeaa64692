// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u182cc1359a View.accessibilityZoomAction(_: (AccessibilityZoomGestureAction) -> Void)
@MainActor func use_182cc1359a<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityZoomAction(sample() as (AccessibilityZoomGestureAction) -> Void) as any View
}

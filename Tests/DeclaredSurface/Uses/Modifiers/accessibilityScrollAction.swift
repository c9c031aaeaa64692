// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue344fad834 View.accessibilityScrollAction(_: (Edge) -> Void)
@MainActor func use_e344fad834<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityScrollAction(sample() as (Edge) -> Void) as any View
}

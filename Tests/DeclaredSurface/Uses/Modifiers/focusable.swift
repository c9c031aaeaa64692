// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u401dc4944a View.focusable(_: Bool)
@MainActor func use_401dc4944a<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.focusable(sample() as Bool) as any View
    _ = subject.focusable() as any View
}

// u853e7adef2 View.focusable(_: Bool, interactions: FocusInteractions)
@MainActor func use_853e7adef2<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.focusable(sample() as Bool, interactions: sample() as FocusInteractions) as any View
    _ = subject.focusable(interactions: sample() as FocusInteractions) as any View
}

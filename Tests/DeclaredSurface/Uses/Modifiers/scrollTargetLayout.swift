// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf316e10ff7 View.scrollTargetLayout(isEnabled: Bool)
@MainActor func use_f316e10ff7<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scrollTargetLayout(isEnabled: sample() as Bool) as any View
    _ = subject.scrollTargetLayout() as any View
}

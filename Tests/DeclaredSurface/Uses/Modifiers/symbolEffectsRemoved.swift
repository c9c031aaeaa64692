// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud04c17cd7a View.symbolEffectsRemoved(_: Bool)
@MainActor func use_d04c17cd7a<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.symbolEffectsRemoved(sample() as Bool) as any View
    _ = subject.symbolEffectsRemoved() as any View
}

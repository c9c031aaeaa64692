// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf9357f5bb9 View.previewDisplayName(_: String?)
@MainActor func use_f9357f5bb9<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.previewDisplayName(sample() as String?) as any View
}

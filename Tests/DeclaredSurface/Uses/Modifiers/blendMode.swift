// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue6e493c794 View.blendMode(_: BlendMode)
@MainActor func use_e6e493c794<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.blendMode(sample() as BlendMode) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc82f6b27f0 View.presentationContentInteraction(_: PresentationContentInteraction)
@MainActor func use_c82f6b27f0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.presentationContentInteraction(sample() as PresentationContentInteraction) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u44d4a3a72c View.presentationBackgroundInteraction(_: PresentationBackgroundInteraction)
@MainActor func use_44d4a3a72c<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.presentationBackgroundInteraction(sample() as PresentationBackgroundInteraction) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uca2d43c747 View.presentationCompactAdaptation(_: PresentationAdaptation)
@MainActor func use_ca2d43c747<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.presentationCompactAdaptation(sample() as PresentationAdaptation) as any View
}

// ud33cae06cc View.presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation)
@MainActor func use_d33cae06cc<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.presentationCompactAdaptation(
        horizontal: sample() as PresentationAdaptation,
        vertical: sample() as PresentationAdaptation
    ) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue235e415d0 View.aspectRatio(_: CGFloat?, contentMode: ContentMode)
@MainActor func use_e235e415d0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.aspectRatio(sample() as CGFloat?, contentMode: sample() as ContentMode) as any View
    _ = subject.aspectRatio(contentMode: sample() as ContentMode) as any View
}

// u2023a76863 View.aspectRatio(_: CGSize, contentMode: ContentMode)
@MainActor func use_2023a76863<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.aspectRatio(sample() as CGSize, contentMode: sample() as ContentMode) as any View
}

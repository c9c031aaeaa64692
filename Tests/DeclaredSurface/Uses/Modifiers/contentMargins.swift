// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uefd0cacecc View.contentMargins(_: Edge.Set, _: EdgeInsets, for: ContentMarginPlacement)
@MainActor func use_efd0cacecc<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.contentMargins(
        sample() as Edge.Set,
        sample() as EdgeInsets,
        for: sample() as ContentMarginPlacement
    ) as any View
    _ = subject.contentMargins(sample() as Edge.Set, sample() as EdgeInsets) as any View
}

// u3ba7e36a84 View.contentMargins(_: Edge.Set, _: CGFloat?, for: ContentMarginPlacement)
@MainActor func use_3ba7e36a84<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.contentMargins(
        sample() as Edge.Set,
        sample() as CGFloat?,
        for: sample() as ContentMarginPlacement
    ) as any View
    _ = subject.contentMargins(sample() as Edge.Set, sample() as CGFloat?) as any View
}

// ue500cbdc9c View.contentMargins(_: CGFloat, for: ContentMarginPlacement)
@MainActor func use_e500cbdc9c<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.contentMargins(sample() as CGFloat, for: sample() as ContentMarginPlacement) as any View
    _ = subject.contentMargins(sample() as CGFloat) as any View
}

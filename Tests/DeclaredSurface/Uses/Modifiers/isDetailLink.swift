// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua5aaf4d787 NavigationLink.isDetailLink(_: Bool)
@MainActor func use_a5aaf4d787<Label: View, Destination: View>(
    _ subject: NavigationLink<Label, Destination>,
    _ generics: (Label, Destination).Type
) {
    _ = subject.isDetailLink(sample() as Bool) as any View
}

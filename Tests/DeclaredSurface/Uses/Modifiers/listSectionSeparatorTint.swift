// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u44a0860226 View.listSectionSeparatorTint(_: Color?, edges: VerticalEdge.Set)
@MainActor func use_44a0860226<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.listSectionSeparatorTint(sample() as Color?, edges: sample() as VerticalEdge.Set) as any View
    _ = subject.listSectionSeparatorTint(sample() as Color?) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9e5f7ff87c View.listRowSeparatorTint(_: Color?, edges: VerticalEdge.Set)
@MainActor func use_9e5f7ff87c<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.listRowSeparatorTint(sample() as Color?, edges: sample() as VerticalEdge.Set) as any View
    _ = subject.listRowSeparatorTint(sample() as Color?) as any View
}

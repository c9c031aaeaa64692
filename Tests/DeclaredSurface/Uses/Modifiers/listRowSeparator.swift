// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u30f33d95b0 View.listRowSeparator(_: Visibility, edges: VerticalEdge.Set)
@MainActor func use_30f33d95b0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.listRowSeparator(sample() as Visibility, edges: sample() as VerticalEdge.Set) as any View
    _ = subject.listRowSeparator(sample() as Visibility) as any View
}

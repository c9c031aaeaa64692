// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud3413506e1 View.listSectionSeparator(_: Visibility, edges: VerticalEdge.Set)
@MainActor func use_d3413506e1<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.listSectionSeparator(sample() as Visibility, edges: sample() as VerticalEdge.Set) as any View
    _ = subject.listSectionSeparator(sample() as Visibility) as any View
}

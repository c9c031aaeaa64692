// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9a8a11caf9 View.safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment, spacing: CGFloat?, content: ()
//   -> V) where V : View
@MainActor func use_9a8a11caf9<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.safeAreaInset(
        edge: sample() as VerticalEdge,
        alignment: sample() as HorizontalAlignment,
        spacing: sample() as CGFloat?,
        content: sample() as () -> V
    ) as any View
    _ = subject.safeAreaInset(edge: sample() as VerticalEdge, content: sample() as () -> V) as any View
    _ = subject.safeAreaInset(
        edge: sample() as VerticalEdge,
        alignment: sample() as HorizontalAlignment,
        spacing: sample() as CGFloat?,
        content: { Text(""); Text("") }
    )
}

// u519914bf0c View.safeAreaInset<V>(edge: HorizontalEdge, alignment: VerticalAlignment, spacing: CGFloat?, content: ()
//   -> V) where V : View
@MainActor func use_519914bf0c<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.safeAreaInset(
        edge: sample() as HorizontalEdge,
        alignment: sample() as VerticalAlignment,
        spacing: sample() as CGFloat?,
        content: sample() as () -> V
    ) as any View
    _ = subject.safeAreaInset(edge: sample() as HorizontalEdge, content: sample() as () -> V) as any View
    _ = subject.safeAreaInset(
        edge: sample() as HorizontalEdge,
        alignment: sample() as VerticalAlignment,
        spacing: sample() as CGFloat?,
        content: { Text(""); Text("") }
    )
}

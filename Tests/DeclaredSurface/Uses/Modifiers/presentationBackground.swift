// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2ea07bd421 View.presentationBackground<S>(_: S) where S : ShapeStyle
@MainActor func use_2ea07bd421<Self_: View, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.presentationBackground(sample() as S) as any View
}

// u37070ced1e View.presentationBackground<V>(alignment: Alignment, content: () -> V) where V : View
@MainActor func use_37070ced1e<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.presentationBackground(alignment: sample() as Alignment, content: sample() as () -> V) as any View
    _ = subject.presentationBackground(content: sample() as () -> V) as any View
    _ = subject.presentationBackground(alignment: sample() as Alignment, content: { Text(""); Text("") })
}

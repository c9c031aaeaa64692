// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u67eb8483e9 View.containerBackground<S>(_: S, for: ContainerBackgroundPlacement) where S : ShapeStyle
@MainActor func use_67eb8483e9<Self_: View, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.containerBackground(sample() as S, for: sample() as ContainerBackgroundPlacement) as any View
}

// uf7455aab44 View.containerBackground<V>(for: ContainerBackgroundPlacement, alignment: Alignment, content: () -> V)
//   where V : View
@MainActor func use_f7455aab44<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.containerBackground(
        for: sample() as ContainerBackgroundPlacement,
        alignment: sample() as Alignment,
        content: sample() as () -> V
    ) as any View
    _ = subject.containerBackground(
        for: sample() as ContainerBackgroundPlacement,
        content: sample() as () -> V
    ) as any View
    _ = subject.containerBackground(
        for: sample() as ContainerBackgroundPlacement,
        alignment: sample() as Alignment,
        content: { Text(""); Text("") }
    )
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6be2c7d31c View.overlay<Overlay>(_: Overlay, alignment: Alignment) where Overlay : View
@MainActor func use_6be2c7d31c<Self_: View, Overlay: View>(_ subject: Self_, _ generics: (Self_, Overlay).Type) {
    _ = subject.overlay(sample() as Overlay, alignment: sample() as Alignment) as any View
}

// u1c48e48bf9 View.overlay<V>(alignment: Alignment, content: () -> V) where V : View
@MainActor func use_1c48e48bf9<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.overlay(alignment: sample() as Alignment, content: sample() as () -> V) as any View
    _ = subject.overlay(content: sample() as () -> V) as any View
    _ = subject.overlay(alignment: sample() as Alignment, content: { Text(""); Text("") })
}

// udd0dc9f4a7 View.overlay<S>(_: S, ignoresSafeAreaEdges: Edge.Set) where S : ShapeStyle
@MainActor func use_dd0dc9f4a7<Self_: View, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.overlay(sample() as S, ignoresSafeAreaEdges: sample() as Edge.Set) as any View
    _ = subject.overlay(sample() as S) as any View
}

// u11204f528a View.overlay<S, T>(_: S, in: T, fillStyle: FillStyle) where S : ShapeStyle, T : Shape
@MainActor func use_11204f528a<Self_: View, S: ShapeStyle, T: Shape>(_ subject: Self_, _ generics: (Self_, S, T).Type) {
    _ = subject.overlay(sample() as S, in: sample() as T, fillStyle: sample() as FillStyle) as any View
    _ = subject.overlay(sample() as S, in: sample() as T) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua5380ea814 View.background<Background>(_: Background, alignment: Alignment) where Background : View
@MainActor func use_a5380ea814<Self_: View, Background: View>(_ subject: Self_, _ generics: (Self_, Background).Type) {
    _ = subject.background(sample() as Background, alignment: sample() as Alignment) as any View
}

// u347a3835b3 View.background<V>(alignment: Alignment, content: () -> V) where V : View
@MainActor func use_347a3835b3<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.background(alignment: sample() as Alignment, content: sample() as () -> V) as any View
    _ = subject.background(content: sample() as () -> V) as any View
    _ = subject.background(alignment: sample() as Alignment, content: { Text(""); Text("") })
}

// u1b01d3daf8 View.background(ignoresSafeAreaEdges: Edge.Set)
@MainActor func use_1b01d3daf8<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.background(ignoresSafeAreaEdges: sample() as Edge.Set) as any View
    _ = subject.background() as any View
}

// uce926df12c View.background<S>(_: S, ignoresSafeAreaEdges: Edge.Set) where S : ShapeStyle
@MainActor func use_ce926df12c<Self_: View, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.background(sample() as S, ignoresSafeAreaEdges: sample() as Edge.Set) as any View
    _ = subject.background(sample() as S) as any View
}

// u14a21d0faf View.background<S>(in: S, fillStyle: FillStyle) where S : Shape
@MainActor func use_14a21d0faf<Self_: View, S: Shape>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.background(in: sample() as S, fillStyle: sample() as FillStyle) as any View
    _ = subject.background(in: sample() as S) as any View
}

// u15a8333222 View.background<S, T>(_: S, in: T, fillStyle: FillStyle) where S : ShapeStyle, T : Shape
@MainActor func use_15a8333222<Self_: View, S: ShapeStyle, T: Shape>(_ subject: Self_, _ generics: (Self_, S, T).Type) {
    _ = subject.background(sample() as S, in: sample() as T, fillStyle: sample() as FillStyle) as any View
    _ = subject.background(sample() as S, in: sample() as T) as any View
}

// u49383c7744 View.background<S>(in: S, fillStyle: FillStyle) where S : InsettableShape
@MainActor func use_49383c7744<Self_: View, S: InsettableShape>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.background(in: sample() as S, fillStyle: sample() as FillStyle) as any View
    _ = subject.background(in: sample() as S) as any View
}

// u9f125045b0 View.background<S, T>(_: S, in: T, fillStyle: FillStyle) where S : ShapeStyle, T : InsettableShape
@MainActor func use_9f125045b0<Self_: View, S: ShapeStyle, T: InsettableShape>(
    _ subject: Self_,
    _ generics: (Self_, S, T).Type
) {
    _ = subject.background(sample() as S, in: sample() as T, fillStyle: sample() as FillStyle) as any View
    _ = subject.background(sample() as S, in: sample() as T) as any View
}

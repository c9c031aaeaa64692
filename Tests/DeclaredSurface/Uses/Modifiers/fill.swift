// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uce50d7dc13 Shape.fill<S>(_: S, style: FillStyle) where S : ShapeStyle
@MainActor func use_ce50d7dc13<Self_: Shape, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    let _: _ShapeView<Self_, S> = subject.fill(sample() as S, style: sample() as FillStyle)
    _ = subject.fill()
}

// ufbe9dcf71d Shape.fill<S>(_: S, style: FillStyle) where S : ShapeStyle #2
@MainActor func use_fbe9dcf71d<Self_: Shape, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.fill(sample() as S, style: sample() as FillStyle) as any View
}

// u390959e966 Shape.fill(style: FillStyle)
@MainActor func use_390959e966<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fill(style: sample() as FillStyle) as any View
}

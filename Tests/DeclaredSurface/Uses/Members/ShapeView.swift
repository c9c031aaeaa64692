// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u846c7e5794 ShapeView.Content
@MainActor func use_846c7e5794<Self_: ShapeView>(_ generics: (Self_).Type) {
    _ = Self_.Content.self
    func accept0<T: Shape>(_ type: T.Type) {}
    accept0(Self_.Content.self)
}

// uc12c9736b7 ShapeView.shape
@MainActor func use_c12c9736b7<Self_: ShapeView>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Content = subject.shape
}

// uafa5408ba1 ShapeView.fill<S>(_: S, style: FillStyle) where S : ShapeStyle
@MainActor func use_afa5408ba1<Self_: ShapeView, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    let _: FillShapeView<Self_.Content, S, Self_> = subject.fill(sample() as S, style: sample() as FillStyle)
    _ = subject.fill()
}

// u0d51580783 ShapeView.stroke<S>(_: S, style: StrokeStyle, antialiased: Bool) where S : ShapeStyle
@MainActor func use_0d51580783<Self_: ShapeView, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    let _: StrokeShapeView<Self_.Content, S, Self_> = subject.stroke(
        sample() as S,
        style: sample() as StrokeStyle,
        antialiased: sample() as Bool
    )
    let _: StrokeShapeView<Self_.Content, S, Self_> = subject.stroke(sample() as S, style: sample() as StrokeStyle)
}

// ub4b55772c5 ShapeView.stroke<S>(_: S, lineWidth: CGFloat, antialiased: Bool) where S : ShapeStyle
@MainActor func use_b4b55772c5<Self_: ShapeView, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    let _: StrokeShapeView<Self_.Content, S, Self_> = subject.stroke(
        sample() as S,
        lineWidth: sample() as CGFloat,
        antialiased: sample() as Bool
    )
    let _: StrokeShapeView<Self_.Content, S, Self_> = subject.stroke(sample() as S)
}

// u701443817c ShapeView.strokeBorder<S>(_: S, style: StrokeStyle, antialiased: Bool) where S : ShapeStyle, Self.Content
//   : InsettableShape
@MainActor func use_701443817c<Self_: ShapeView, S: ShapeStyle>(
    _ subject: Self_,
    _ generics: (Self_, S).Type
) where Self_.Content : InsettableShape {
    let _: StrokeBorderShapeView<Self_.Content, S, Self_> = subject.strokeBorder(
        sample() as S,
        style: sample() as StrokeStyle,
        antialiased: sample() as Bool
    )
}

// u0c3c25a903 ShapeView.strokeBorder<S>(_: S, lineWidth: CGFloat, antialiased: Bool) where S : ShapeStyle, Self.Content
//   : InsettableShape
@MainActor func use_0c3c25a903<Self_: ShapeView, S: ShapeStyle>(
    _ subject: Self_,
    _ generics: (Self_, S).Type
) where Self_.Content : InsettableShape {
    let _: StrokeBorderShapeView<Self_.Content, S, Self_> = subject.strokeBorder(
        sample() as S,
        lineWidth: sample() as CGFloat,
        antialiased: sample() as Bool
    )
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uca4f065d4e Shape.stroke<S>(_: S, style: StrokeStyle, antialiased: Bool) where S : ShapeStyle
@MainActor func use_ca4f065d4e<Self_: Shape, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.stroke(sample() as S, style: sample() as StrokeStyle, antialiased: sample() as Bool) as any View
    _ = subject.stroke(sample() as S, style: sample() as StrokeStyle) as any View
}

// u94260d355a Shape.stroke<S>(_: S, lineWidth: CGFloat, antialiased: Bool) where S : ShapeStyle
@MainActor func use_94260d355a<Self_: Shape, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.stroke(sample() as S, lineWidth: sample() as CGFloat, antialiased: sample() as Bool) as any View
    _ = subject.stroke(sample() as S) as any View
}

// u4e65997019 Shape.stroke<S>(_: S, style: StrokeStyle) where S : ShapeStyle
@MainActor func use_4e65997019<Self_: Shape, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.stroke(sample() as S, style: sample() as StrokeStyle) as any View
}

// u55f4e96cc6 Shape.stroke<S>(_: S, lineWidth: CGFloat) where S : ShapeStyle
@MainActor func use_55f4e96cc6<Self_: Shape, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.stroke(sample() as S, lineWidth: sample() as CGFloat) as any View
}

// u2197a35e95 Shape.stroke(style: StrokeStyle)
@MainActor func use_2197a35e95<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.stroke(style: sample() as StrokeStyle) as any Shape
}

// u93eac4ec48 Shape.stroke(lineWidth: CGFloat)
@MainActor func use_93eac4ec48<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.stroke(lineWidth: sample() as CGFloat) as any Shape
    _ = subject.stroke() as any Shape
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4b34837e0b InsettableShape.strokeBorder<S>(_: S, style: StrokeStyle, antialiased: Bool) where S : ShapeStyle
@MainActor func use_4b34837e0b<Self_: InsettableShape, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.strokeBorder(sample() as S, style: sample() as StrokeStyle, antialiased: sample() as Bool) as any View
    _ = subject.strokeBorder(sample() as S, style: sample() as StrokeStyle) as any View
}

// uc619fb68af InsettableShape.strokeBorder(style: StrokeStyle, antialiased: Bool)
@MainActor func use_c619fb68af<Self_: InsettableShape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.strokeBorder(style: sample() as StrokeStyle, antialiased: sample() as Bool) as any View
    _ = subject.strokeBorder(style: sample() as StrokeStyle) as any View
}

// ud0a6b97f67 InsettableShape.strokeBorder<S>(_: S, lineWidth: CGFloat, antialiased: Bool) where S : ShapeStyle
@MainActor func use_d0a6b97f67<Self_: InsettableShape, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.strokeBorder(sample() as S, lineWidth: sample() as CGFloat, antialiased: sample() as Bool) as any View
    _ = subject.strokeBorder(sample() as S) as any View
}

// ud26a9cd7b6 InsettableShape.strokeBorder(lineWidth: CGFloat, antialiased: Bool)
@MainActor func use_d26a9cd7b6<Self_: InsettableShape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.strokeBorder(lineWidth: sample() as CGFloat, antialiased: sample() as Bool) as any View
    _ = subject.strokeBorder() as any View
}

// u0667d7bc73 InsettableShape.strokeBorder<S>(_: S, style: StrokeStyle, antialiased: Bool) where S : ShapeStyle #2
@MainActor func use_0667d7bc73<Self_: InsettableShape, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.strokeBorder(sample() as S, style: sample() as StrokeStyle, antialiased: sample() as Bool) as any View
}

// uf594df779f InsettableShape.strokeBorder<S>(_: S, lineWidth: CGFloat, antialiased: Bool) where S : ShapeStyle #2
@MainActor func use_f594df779f<Self_: InsettableShape, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.strokeBorder(sample() as S, lineWidth: sample() as CGFloat, antialiased: sample() as Bool) as any View
}

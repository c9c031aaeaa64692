// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud36fd8a877 StrokeBorderShapeView.shape
@MainActor func use_d36fd8a877<Content: InsettableShape, Style: ShapeStyle, Background: View>(
    _ subject: StrokeBorderShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: Content = subject.shape
    subject.shape = sample() as Content
}

// u410f697112 StrokeBorderShapeView.style
@MainActor func use_410f697112<Content: InsettableShape, Style: ShapeStyle, Background: View>(
    _ subject: StrokeBorderShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: Style = subject.style
    subject.style = sample() as Style
}

// uaf74945c87 StrokeBorderShapeView.strokeStyle
@MainActor func use_af74945c87<Content: InsettableShape, Style: ShapeStyle, Background: View>(
    _ subject: StrokeBorderShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: StrokeStyle = subject.strokeStyle
    subject.strokeStyle = sample() as StrokeStyle
}

// u4703efc4c5 StrokeBorderShapeView.isAntialiased
@MainActor func use_4703efc4c5<Content: InsettableShape, Style: ShapeStyle, Background: View>(
    _ subject: StrokeBorderShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: Bool = subject.isAntialiased
    subject.isAntialiased = sample() as Bool
}

// uac92b5f52f StrokeBorderShapeView.background
@MainActor func use_ac92b5f52f<Content: InsettableShape, Style: ShapeStyle, Background: View>(
    _ subject: StrokeBorderShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: Background = subject.background
    subject.background = sample() as Background
}

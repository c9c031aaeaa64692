// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9fbb408cb2 FillShapeView.shape
@MainActor func use_9fbb408cb2<Content: Shape, Style: ShapeStyle, Background: View>(
    _ subject: FillShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: Content = subject.shape
    subject.shape = sample() as Content
}

// uc2804d3e4f FillShapeView.style
@MainActor func use_c2804d3e4f<Content: Shape, Style: ShapeStyle, Background: View>(
    _ subject: FillShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: Style = subject.style
    subject.style = sample() as Style
}

// u51d7cbe3cb FillShapeView.fillStyle
@MainActor func use_51d7cbe3cb<Content: Shape, Style: ShapeStyle, Background: View>(
    _ subject: FillShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: FillStyle = subject.fillStyle
    subject.fillStyle = sample() as FillStyle
}

// ub3ae7f1966 FillShapeView.background
@MainActor func use_b3ae7f1966<Content: Shape, Style: ShapeStyle, Background: View>(
    _ subject: FillShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: Background = subject.background
    subject.background = sample() as Background
}

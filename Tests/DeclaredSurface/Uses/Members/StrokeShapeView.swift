// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufa0217a030 StrokeShapeView.shape
@MainActor func use_fa0217a030<Content: Shape, Style: ShapeStyle, Background: View>(
    _ subject: StrokeShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: Content = subject.shape
    subject.shape = sample() as Content
}

// u8c59dba36d StrokeShapeView.style
@MainActor func use_8c59dba36d<Content: Shape, Style: ShapeStyle, Background: View>(
    _ subject: StrokeShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: Style = subject.style
    subject.style = sample() as Style
}

// ub29f5a4745 StrokeShapeView.strokeStyle
@MainActor func use_b29f5a4745<Content: Shape, Style: ShapeStyle, Background: View>(
    _ subject: StrokeShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: StrokeStyle = subject.strokeStyle
    subject.strokeStyle = sample() as StrokeStyle
}

// u4b72580125 StrokeShapeView.isAntialiased
@MainActor func use_4b72580125<Content: Shape, Style: ShapeStyle, Background: View>(
    _ subject: StrokeShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: Bool = subject.isAntialiased
    subject.isAntialiased = sample() as Bool
}

// u95ce7abce1 StrokeShapeView.background
@MainActor func use_95ce7abce1<Content: Shape, Style: ShapeStyle, Background: View>(
    _ subject: StrokeShapeView<Content, Style, Background>,
    _ generics: (Content, Style, Background).Type
) {
    var subject = subject
    let _: Background = subject.background
    subject.background = sample() as Background
}

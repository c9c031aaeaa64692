// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uddc1629c42 StrokeBorderShapeView.init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
//   background: Background)
@MainActor func use_ddc1629c42<Content: InsettableShape, Style: ShapeStyle, Background: View>(
    _ generics: (Content, Style, Background).Type
) {
    let _: StrokeBorderShapeView<Content, Style, Background> = StrokeBorderShapeView(
        shape: sample() as Content,
        style: sample() as Style,
        strokeStyle: sample() as StrokeStyle,
        isAntialiased: sample() as Bool,
        background: sample() as Background
    )
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub75b1a3379 StrokeShapeView.init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
//   background: Background)
@MainActor func use_b75b1a3379<Content: Shape, Style: ShapeStyle, Background: View>(
    _ generics: (Content, Style, Background).Type
) {
    let _: StrokeShapeView<Content, Style, Background> = StrokeShapeView(
        shape: sample() as Content,
        style: sample() as Style,
        strokeStyle: sample() as StrokeStyle,
        isAntialiased: sample() as Bool,
        background: sample() as Background
    )
}

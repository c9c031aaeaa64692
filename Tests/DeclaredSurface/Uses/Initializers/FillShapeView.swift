// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf92aa058b8 FillShapeView.init(shape: Content, style: Style, fillStyle: FillStyle, background: Background)
@MainActor func use_f92aa058b8<Content: Shape, Style: ShapeStyle, Background: View>(
    _ generics: (Content, Style, Background).Type
) {
    let _: FillShapeView<Content, Style, Background> = FillShapeView(
        shape: sample() as Content,
        style: sample() as Style,
        fillStyle: sample() as FillStyle,
        background: sample() as Background
    )
}

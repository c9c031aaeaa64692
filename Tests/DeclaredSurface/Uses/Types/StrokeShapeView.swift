// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1c6cc3177d StrokeShapeView
@MainActor func use_1c6cc3177d<Content: Shape, Style: ShapeStyle, Background: View>(
    _ generics: (Content, Style, Background).Type
) {
    let _: Any.Type = StrokeShapeView<Content, Style, Background>.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u433c4f9ab2 FillShapeView
@MainActor func use_433c4f9ab2<Content: Shape, Style: ShapeStyle, Background: View>(
    _ generics: (Content, Style, Background).Type
) {
    let _: Any.Type = FillShapeView<Content, Style, Background>.self
}

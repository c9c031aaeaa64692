// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0d7874b8c9 StrokeBorderShapeView
@MainActor func use_0d7874b8c9<Content: InsettableShape, Style: ShapeStyle, Background: View>(
    _ generics: (Content, Style, Background).Type
) {
    let _: Any.Type = StrokeBorderShapeView<Content, Style, Background>.self
}

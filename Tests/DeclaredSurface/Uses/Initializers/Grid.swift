// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u54cbbe67cc Grid.init(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, content: () ->
//   Content)
@MainActor func use_54cbbe67cc<Content: View>(_ generics: (Content).Type) {
    let _: Grid<Content> = Grid(
        alignment: sample() as Alignment,
        horizontalSpacing: sample() as CGFloat?,
        verticalSpacing: sample() as CGFloat?,
        content: sample() as () -> Content
    )
    let _: Grid<Content> = Grid(content: sample() as () -> Content)
    let _: Grid<_> = Grid(
        alignment: sample() as Alignment,
        horizontalSpacing: sample() as CGFloat?,
        verticalSpacing: sample() as CGFloat?,
        content: { Text(""); Text("") }
    )
}

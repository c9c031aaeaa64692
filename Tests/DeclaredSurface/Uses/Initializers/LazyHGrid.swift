// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6e551ee000 LazyHGrid.init(rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat?, pinnedViews:
//   PinnedScrollableViews, content: () -> Content)
@MainActor func use_6e551ee000<Content: View>(_ generics: (Content).Type) {
    let _: LazyHGrid<Content> = LazyHGrid(
        rows: sample() as [GridItem],
        alignment: sample() as VerticalAlignment,
        spacing: sample() as CGFloat?,
        pinnedViews: sample() as PinnedScrollableViews,
        content: sample() as () -> Content
    )
    let _: LazyHGrid<Content> = LazyHGrid(rows: sample() as [GridItem], content: sample() as () -> Content)
    let _: LazyHGrid<_> = LazyHGrid(
        rows: sample() as [GridItem],
        alignment: sample() as VerticalAlignment,
        spacing: sample() as CGFloat?,
        pinnedViews: sample() as PinnedScrollableViews,
        content: { Text(""); Text("") }
    )
}

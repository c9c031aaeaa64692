// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8e27ea8f5b LazyVGrid.init(columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, pinnedViews:
//   PinnedScrollableViews, content: () -> Content)
@MainActor func use_8e27ea8f5b<Content: View>(_ generics: (Content).Type) {
    let _: LazyVGrid<Content> = LazyVGrid(
        columns: sample() as [GridItem],
        alignment: sample() as HorizontalAlignment,
        spacing: sample() as CGFloat?,
        pinnedViews: sample() as PinnedScrollableViews,
        content: sample() as () -> Content
    )
    let _: LazyVGrid<Content> = LazyVGrid(columns: sample() as [GridItem], content: sample() as () -> Content)
    let _: LazyVGrid<_> = LazyVGrid(
        columns: sample() as [GridItem],
        alignment: sample() as HorizontalAlignment,
        spacing: sample() as CGFloat?,
        pinnedViews: sample() as PinnedScrollableViews,
        content: { Text(""); Text("") }
    )
}

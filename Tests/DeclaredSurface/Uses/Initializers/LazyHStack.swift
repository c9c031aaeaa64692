// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf66ac101cd LazyHStack.init(alignment: VerticalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews,
//   content: () -> Content)
@MainActor func use_f66ac101cd<Content: View>(_ generics: (Content).Type) {
    let _: LazyHStack<Content> = LazyHStack(
        alignment: sample() as VerticalAlignment,
        spacing: sample() as CGFloat?,
        pinnedViews: sample() as PinnedScrollableViews,
        content: sample() as () -> Content
    )
    let _: LazyHStack<Content> = LazyHStack(content: sample() as () -> Content)
    let _: LazyHStack<_> = LazyHStack(
        alignment: sample() as VerticalAlignment,
        spacing: sample() as CGFloat?,
        pinnedViews: sample() as PinnedScrollableViews,
        content: { Text(""); Text("") }
    )
}

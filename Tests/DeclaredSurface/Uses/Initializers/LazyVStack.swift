// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ueaae689829 LazyVStack.init(alignment: HorizontalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews,
//   content: () -> Content)
@MainActor func use_eaae689829<Content: View>(_ generics: (Content).Type) {
    let _: LazyVStack<Content> = LazyVStack(
        alignment: sample() as HorizontalAlignment,
        spacing: sample() as CGFloat?,
        pinnedViews: sample() as PinnedScrollableViews,
        content: sample() as () -> Content
    )
    let _: LazyVStack<Content> = LazyVStack(content: sample() as () -> Content)
    let _: LazyVStack<_> = LazyVStack(
        alignment: sample() as HorizontalAlignment,
        spacing: sample() as CGFloat?,
        pinnedViews: sample() as PinnedScrollableViews,
        content: { Text(""); Text("") }
    )
}

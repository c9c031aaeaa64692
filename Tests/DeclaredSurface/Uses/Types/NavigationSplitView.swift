// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1f98a13119 NavigationSplitView
@MainActor func use_1f98a13119<Sidebar: View, Content: View, Detail: View>(
    _ generics: (Sidebar, Content, Detail).Type
) {
    let _: Any.Type = NavigationSplitView<Sidebar, Content, Detail>.self
}

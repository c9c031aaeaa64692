// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udeb52b9723 ToolbarItemGroup.init(placement: ToolbarItemPlacement, content: () -> Content)
@MainActor func use_deb52b9723<Content: View>(_ generics: (Content).Type) {
    let _: ToolbarItemGroup<Content> = ToolbarItemGroup(
        placement: sample() as ToolbarItemPlacement,
        content: sample() as () -> Content
    )
    let _: ToolbarItemGroup<Content> = ToolbarItemGroup(content: sample() as () -> Content)
    let _: ToolbarItemGroup<_> = ToolbarItemGroup(
        placement: sample() as ToolbarItemPlacement,
        content: { Text(""); Text("") }
    )
}

// u5e5338d278 ToolbarItemGroup.init<C, L>(placement: ToolbarItemPlacement, content: () -> C, label: () -> L) where
//   Content == LabeledToolbarItemGroupContent<C, L>, C : View, L : View
@MainActor func use_5e5338d278<C: View, L: View>(_ generics: (C, L).Type) {
    let _: ToolbarItemGroup<LabeledToolbarItemGroupContent<C, L>> = ToolbarItemGroup(
        placement: sample() as ToolbarItemPlacement,
        content: sample() as () -> C,
        label: sample() as () -> L
    )
    let _: ToolbarItemGroup<LabeledToolbarItemGroupContent<C, L>> = ToolbarItemGroup(
        content: sample() as () -> C,
        label: sample() as () -> L
    )
    let _: ToolbarItemGroup<LabeledToolbarItemGroupContent<_, _>> = ToolbarItemGroup(
        placement: sample() as ToolbarItemPlacement,
        content: { Text(""); Text("") },
        label: { Text(""); Text("") }
    )
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8ddfb42a3d ToolbarTitleMenu.init() where Content == EmptyView
@MainActor func use_8ddfb42a3d() {
    let _: ToolbarTitleMenu<EmptyView> = ToolbarTitleMenu()
}

// u31d1d97b5a ToolbarTitleMenu.init(content: () -> Content)
@MainActor func use_31d1d97b5a<Content: View>(_ generics: (Content).Type) {
    let _: ToolbarTitleMenu<Content> = ToolbarTitleMenu(content: sample() as () -> Content)
    let _: ToolbarTitleMenu<_> = ToolbarTitleMenu(content: { Text(""); Text("") })
}

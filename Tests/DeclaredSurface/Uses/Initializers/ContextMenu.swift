// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0cbd018fd0 ContextMenu.init(menuItems: () -> MenuItems)
@MainActor func use_0cbd018fd0<MenuItems: View>(_ generics: (MenuItems).Type) {
    let _: ContextMenu<MenuItems> = ContextMenu(menuItems: sample() as () -> MenuItems)
    let _: ContextMenu<_> = ContextMenu(menuItems: { Text(""); Text("") })
}

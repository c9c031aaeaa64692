// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udc67d5be6d ContextMenu
@MainActor func use_dc67d5be6d<MenuItems: View>(_ generics: (MenuItems).Type) {
    let _: Any.Type = ContextMenu<MenuItems>.self
}

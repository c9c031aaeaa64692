// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u36f46c3b9a ToolbarItem
@MainActor func use_36f46c3b9a<ID, Content: View>(_ generics: (ID, Content).Type) {
    let _: Any.Type = ToolbarItem<ID, Content>.self
}

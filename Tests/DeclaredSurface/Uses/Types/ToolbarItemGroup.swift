// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1fa795166f ToolbarItemGroup
@MainActor func use_1fa795166f<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = ToolbarItemGroup<Content>.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf521320f9f ToolbarTitleMenu
@MainActor func use_f521320f9f<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = ToolbarTitleMenu<Content>.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubdac62a85e TabView
@MainActor func use_bdac62a85e<SelectionValue: Hashable, Content: View>(_ generics: (SelectionValue, Content).Type) {
    let _: Any.Type = TabView<SelectionValue, Content>.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua1fffaaafb List
@MainActor func use_a1fffaaafb<SelectionValue: Hashable, Content: View>(_ generics: (SelectionValue, Content).Type) {
    let _: Any.Type = List<SelectionValue, Content>.self
}

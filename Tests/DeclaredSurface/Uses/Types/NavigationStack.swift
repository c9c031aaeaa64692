// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u022f5a110e NavigationStack
@MainActor func use_022f5a110e<Data, Root: View>(_ generics: (Data, Root).Type) {
    let _: Any.Type = NavigationStack<Data, Root>.self
}

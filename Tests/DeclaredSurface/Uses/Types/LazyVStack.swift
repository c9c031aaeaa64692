// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2d36e356ca LazyVStack
@MainActor func use_2d36e356ca<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = LazyVStack<Content>.self
}

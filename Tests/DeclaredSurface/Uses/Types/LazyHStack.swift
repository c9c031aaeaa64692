// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u04a6dbf1b6 LazyHStack
@MainActor func use_04a6dbf1b6<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = LazyHStack<Content>.self
}

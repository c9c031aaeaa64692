// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6c7c0d86ee ZStack
@MainActor func use_6c7c0d86ee<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = ZStack<Content>.self
}

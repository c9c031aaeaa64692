// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u32603c5ab5 HStack
@MainActor func use_32603c5ab5<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = HStack<Content>.self
}

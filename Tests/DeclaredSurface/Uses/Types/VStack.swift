// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8b879d8fee VStack
@MainActor func use_8b879d8fee<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = VStack<Content>.self
}

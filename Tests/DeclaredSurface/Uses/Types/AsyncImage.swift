// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud5f8f27437 AsyncImage
@MainActor func use_d5f8f27437<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = AsyncImage<Content>.self
}

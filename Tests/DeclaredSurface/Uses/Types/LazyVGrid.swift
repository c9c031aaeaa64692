// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u42a19e3b56 LazyVGrid
@MainActor func use_42a19e3b56<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = LazyVGrid<Content>.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1e9718da78 LazyHGrid
@MainActor func use_1e9718da78<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = LazyHGrid<Content>.self
}

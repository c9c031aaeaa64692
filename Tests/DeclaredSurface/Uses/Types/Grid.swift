// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u701c483f81 Grid
@MainActor func use_701c483f81<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = Grid<Content>.self
}

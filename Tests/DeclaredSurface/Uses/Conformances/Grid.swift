// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u000977a4b8 Grid: View
@MainActor func use_000977a4b8<Content: View>(_ generics: (Content).Type) {
    _ = Grid<Content>.self
    func accept<T: View>(_ type: T.Type) {}
    accept(Grid<Content>.self)
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uff5aabbc19 GridRow: View
@MainActor func use_ff5aabbc19<Content: View>(_ generics: (Content).Type) {
    _ = GridRow<Content>.self
    func accept<T: View>(_ type: T.Type) {}
    accept(GridRow<Content>.self)
}

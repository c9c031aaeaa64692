// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7baa4899d7 Path: Shape
@MainActor func use_7baa4899d7() {
    _ = Path.self
    func accept<T: Shape>(_ type: T.Type) {}
    accept(Path.self)
}

// u57fa163bbe Path.Element: Sendable
@MainActor func use_57fa163bbe() {
    _ = Path.Element.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Path.Element.self)
}

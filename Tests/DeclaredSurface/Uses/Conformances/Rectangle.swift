// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud1a0676b30 Rectangle: InsettableShape
@MainActor func use_d1a0676b30() {
    _ = Rectangle.self
    func accept<T: InsettableShape>(_ type: T.Type) {}
    accept(Rectangle.self)
}

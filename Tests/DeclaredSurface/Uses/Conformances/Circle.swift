// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1cbfc04a5d Circle: InsettableShape
@MainActor func use_1cbfc04a5d() {
    _ = Circle.self
    func accept<T: InsettableShape>(_ type: T.Type) {}
    accept(Circle.self)
}

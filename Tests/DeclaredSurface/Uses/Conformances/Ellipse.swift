// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udbac100771 Ellipse: InsettableShape
@MainActor func use_dbac100771() {
    _ = Ellipse.self
    func accept<T: InsettableShape>(_ type: T.Type) {}
    accept(Ellipse.self)
}

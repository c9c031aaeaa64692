// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u592a3dee55 RoundedRectangle: InsettableShape
@MainActor func use_592a3dee55() {
    _ = RoundedRectangle.self
    func accept<T: InsettableShape>(_ type: T.Type) {}
    accept(RoundedRectangle.self)
}

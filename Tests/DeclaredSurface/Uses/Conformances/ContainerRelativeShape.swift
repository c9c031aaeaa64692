// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1af054a093 ContainerRelativeShape: InsettableShape
@MainActor func use_1af054a093() {
    _ = ContainerRelativeShape.self
    func accept<T: InsettableShape>(_ type: T.Type) {}
    accept(ContainerRelativeShape.self)
}

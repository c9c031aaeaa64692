// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u31c22aece9 Capsule: InsettableShape
@MainActor func use_31c22aece9() {
    _ = Capsule.self
    func accept<T: InsettableShape>(_ type: T.Type) {}
    accept(Capsule.self)
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2672e3510f VerticalAlignment: Sendable
@MainActor func use_2672e3510f() {
    _ = VerticalAlignment.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(VerticalAlignment.self)
}

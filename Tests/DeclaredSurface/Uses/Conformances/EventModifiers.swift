// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u495c70646f EventModifiers: Sendable
@MainActor func use_495c70646f() {
    _ = EventModifiers.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(EventModifiers.self)
}

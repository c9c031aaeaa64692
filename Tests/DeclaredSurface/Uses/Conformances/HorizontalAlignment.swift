// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc025ee91b6 HorizontalAlignment: Sendable
@MainActor func use_c025ee91b6() {
    _ = HorizontalAlignment.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(HorizontalAlignment.self)
}

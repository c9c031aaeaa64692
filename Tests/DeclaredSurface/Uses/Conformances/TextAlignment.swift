// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1a563298cf TextAlignment: Sendable
@MainActor func use_1a563298cf() {
    _ = TextAlignment.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(TextAlignment.self)
}

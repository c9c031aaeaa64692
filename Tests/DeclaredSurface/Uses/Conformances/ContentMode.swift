// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue9484bc060 ContentMode: Sendable
@MainActor func use_e9484bc060() {
    _ = ContentMode.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(ContentMode.self)
}

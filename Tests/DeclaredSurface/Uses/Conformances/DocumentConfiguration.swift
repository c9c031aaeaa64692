// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub4528e59dc DocumentConfiguration: Sendable
@MainActor func use_b4528e59dc() {
    _ = DocumentConfiguration.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(DocumentConfiguration.self)
}

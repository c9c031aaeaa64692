// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2ee9f96c92 Alignment: Sendable
@MainActor func use_2ee9f96c92() {
    _ = Alignment.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Alignment.self)
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf1bf40ad08 EmptyModifier: Sendable
@MainActor func use_f1bf40ad08() {
    _ = EmptyModifier.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(EmptyModifier.self)
}

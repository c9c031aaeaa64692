// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue0e02348b1 Namespace: Sendable
@MainActor func use_e0e02348b1() {
    _ = Namespace.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Namespace.self)
}

// u5823ce19b9 Namespace.ID: Sendable
@MainActor func use_5823ce19b9() {
    _ = Namespace.ID.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Namespace.ID.self)
}

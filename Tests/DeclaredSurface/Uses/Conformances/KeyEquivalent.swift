// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ueb3b4f20bf KeyEquivalent: Hashable
@MainActor func use_eb3b4f20bf() {
    _ = KeyEquivalent.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(KeyEquivalent.self)
}

// u4034ac82d0 KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral
@MainActor func use_4034ac82d0() {
    _ = KeyEquivalent.self
    func accept<T: ExpressibleByExtendedGraphemeClusterLiteral>(_ type: T.Type) {}
    accept(KeyEquivalent.self)
}

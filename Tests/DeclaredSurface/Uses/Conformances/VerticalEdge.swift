// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9abc73913f VerticalEdge: Equatable
@MainActor func use_9abc73913f() {
    _ = VerticalEdge.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(VerticalEdge.self)
}

// u09e8131842 VerticalEdge: Hashable
@MainActor func use_09e8131842() {
    _ = VerticalEdge.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(VerticalEdge.self)
}

// u6ef7aa9f20 VerticalEdge: RawRepresentable
@MainActor func use_6ef7aa9f20() {
    _ = VerticalEdge.self
    func accept<T: RawRepresentable>(_ type: T.Type) {}
    accept(VerticalEdge.self)
}

// u911b92618c VerticalEdge: Sendable
@MainActor func use_911b92618c() {
    _ = VerticalEdge.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(VerticalEdge.self)
}

// uf4bca98520 VerticalEdge.Set: Sendable
@MainActor func use_f4bca98520() {
    _ = VerticalEdge.Set.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(VerticalEdge.Set.self)
}

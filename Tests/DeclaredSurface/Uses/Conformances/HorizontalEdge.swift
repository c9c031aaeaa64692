// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4a07bf10e1 HorizontalEdge: Equatable
@MainActor func use_4a07bf10e1() {
    _ = HorizontalEdge.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(HorizontalEdge.self)
}

// u7bd3fd4386 HorizontalEdge: Hashable
@MainActor func use_7bd3fd4386() {
    _ = HorizontalEdge.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(HorizontalEdge.self)
}

// u4c84dcd999 HorizontalEdge: RawRepresentable
@MainActor func use_4c84dcd999() {
    _ = HorizontalEdge.self
    func accept<T: RawRepresentable>(_ type: T.Type) {}
    accept(HorizontalEdge.self)
}

// u1f25069aca HorizontalEdge: Sendable
@MainActor func use_1f25069aca() {
    _ = HorizontalEdge.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(HorizontalEdge.self)
}

// u83b7ca8b7a HorizontalEdge.Set: Sendable
@MainActor func use_83b7ca8b7a() {
    _ = HorizontalEdge.Set.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(HorizontalEdge.Set.self)
}

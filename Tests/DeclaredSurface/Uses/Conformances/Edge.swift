// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u23461840af Edge: Equatable
@MainActor func use_23461840af() {
    _ = Edge.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Edge.self)
}

// u3d3bb5490a Edge: Hashable
@MainActor func use_3d3bb5490a() {
    _ = Edge.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Edge.self)
}

// ud920413b16 Edge: RawRepresentable
@MainActor func use_d920413b16() {
    _ = Edge.self
    func accept<T: RawRepresentable>(_ type: T.Type) {}
    accept(Edge.self)
}

// u00c82e3a73 Edge: Sendable
@MainActor func use_00c82e3a73() {
    _ = Edge.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Edge.self)
}

// uf9342b4ae4 Edge.Set: Sendable
@MainActor func use_f9342b4ae4() {
    _ = Edge.Set.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Edge.Set.self)
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf24c1c472a UnitCurve: Sendable
@MainActor func use_f24c1c472a() {
    _ = UnitCurve.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(UnitCurve.self)
}

// ua3b59a9dfb UnitCurve: Hashable
@MainActor func use_a3b59a9dfb() {
    _ = UnitCurve.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(UnitCurve.self)
}

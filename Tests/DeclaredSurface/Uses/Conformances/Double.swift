// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8893b508e3 Double: Animatable
@MainActor func use_8893b508e3() {
    _ = Double.self
    func accept<T: Animatable>(_ type: T.Type) {}
    accept(Double.self)
}

// ue85bc0014a Double: VectorArithmetic
@MainActor func use_e85bc0014a() {
    _ = Double.self
    func accept<T: VectorArithmetic>(_ type: T.Type) {}
    accept(Double.self)
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf68539f0d6 CGFloat: Animatable
@MainActor func use_f68539f0d6() {
    _ = CGFloat.self
    func accept<T: Animatable>(_ type: T.Type) {}
    accept(CGFloat.self)
}

// u9de4e22451 CGFloat: VectorArithmetic
@MainActor func use_9de4e22451() {
    _ = CGFloat.self
    func accept<T: VectorArithmetic>(_ type: T.Type) {}
    accept(CGFloat.self)
}

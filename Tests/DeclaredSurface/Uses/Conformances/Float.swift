// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud4842233b5 Float: VectorArithmetic
@MainActor func use_d4842233b5() {
    _ = Float.self
    func accept<T: VectorArithmetic>(_ type: T.Type) {}
    accept(Float.self)
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u04cee6059d AnimatablePair: Sendable where First : Sendable, Second : Sendable
@MainActor func use_04cee6059d<First: Sendable & VectorArithmetic, Second: Sendable & VectorArithmetic>(
    _ generics: (First, Second).Type
) {
    _ = AnimatablePair<First, Second>.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(AnimatablePair<First, Second>.self)
}

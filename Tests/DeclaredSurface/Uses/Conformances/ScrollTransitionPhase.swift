// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub2ef9b5c5c ScrollTransitionPhase: Equatable
@MainActor func use_b2ef9b5c5c() {
    _ = ScrollTransitionPhase.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(ScrollTransitionPhase.self)
}

// ufef8aa4675 ScrollTransitionPhase: Hashable
@MainActor func use_fef8aa4675() {
    _ = ScrollTransitionPhase.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(ScrollTransitionPhase.self)
}

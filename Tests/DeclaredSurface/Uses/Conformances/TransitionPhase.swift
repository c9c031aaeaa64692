// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u55ba59d023 TransitionPhase: Equatable
@MainActor func use_55ba59d023() {
    _ = TransitionPhase.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(TransitionPhase.self)
}

// u2c892d0df8 TransitionPhase: Hashable
@MainActor func use_2c892d0df8() {
    _ = TransitionPhase.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(TransitionPhase.self)
}

// u87b10e44b1 TransitionPhase: Sendable
@MainActor func use_87b10e44b1() {
    _ = TransitionPhase.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(TransitionPhase.self)
}

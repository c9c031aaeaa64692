// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucd9574b14b EmptyAnimatableData: Sendable
@MainActor func use_cd9574b14b() {
    _ = EmptyAnimatableData.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(EmptyAnimatableData.self)
}

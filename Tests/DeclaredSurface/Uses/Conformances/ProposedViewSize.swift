// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua00abc3ae6 ProposedViewSize: Sendable
@MainActor func use_a00abc3ae6() {
    _ = ProposedViewSize.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(ProposedViewSize.self)
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue916518ea6 GestureMask: Sendable
@MainActor func use_e916518ea6() {
    _ = GestureMask.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(GestureMask.self)
}

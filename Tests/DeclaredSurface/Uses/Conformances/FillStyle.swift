// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub6f65c2f3f FillStyle: Sendable
@MainActor func use_b6f65c2f3f() {
    _ = FillStyle.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(FillStyle.self)
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u91ee48429c HoverPhase: Sendable
@MainActor func use_91ee48429c() {
    _ = HoverPhase.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(HoverPhase.self)
}

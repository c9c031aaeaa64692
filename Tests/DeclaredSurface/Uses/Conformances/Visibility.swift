// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud963b439bb Visibility: Sendable
@MainActor func use_d963b439bb() {
    _ = Visibility.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Visibility.self)
}

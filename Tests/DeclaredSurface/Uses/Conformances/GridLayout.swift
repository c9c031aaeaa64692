// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u189ee6b799 GridLayout: Layout
@MainActor func use_189ee6b799() {
    _ = GridLayout.self
    func accept<T: Layout>(_ type: T.Type) {}
    accept(GridLayout.self)
}

// u60a28b6965 GridLayout: Sendable
@MainActor func use_60a28b6965() {
    _ = GridLayout.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(GridLayout.self)
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uae0297e065 EmptyView: Sendable
@MainActor func use_ae0297e065() {
    _ = EmptyView.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(EmptyView.self)
}

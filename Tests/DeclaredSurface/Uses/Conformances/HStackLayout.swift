// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uafc8345412 HStackLayout: Sendable
@MainActor func use_afc8345412() {
    _ = HStackLayout.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(HStackLayout.self)
}

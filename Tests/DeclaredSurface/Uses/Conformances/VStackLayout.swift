// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0a70848b0d VStackLayout: Sendable
@MainActor func use_0a70848b0d() {
    _ = VStackLayout.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(VStackLayout.self)
}

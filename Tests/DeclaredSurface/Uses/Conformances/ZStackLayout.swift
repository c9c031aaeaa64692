// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3556e501b1 ZStackLayout: Sendable
@MainActor func use_3556e501b1() {
    _ = ZStackLayout.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(ZStackLayout.self)
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9fcf6babaf SafeAreaRegions: Sendable
@MainActor func use_9fcf6babaf() {
    _ = SafeAreaRegions.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(SafeAreaRegions.self)
}

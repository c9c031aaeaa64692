// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u17bf4c4059 AnyShapeStyle.Storage: Sendable
@MainActor func use_17bf4c4059() {
    _ = AnyShapeStyle.Storage.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(AnyShapeStyle.Storage.self)
}

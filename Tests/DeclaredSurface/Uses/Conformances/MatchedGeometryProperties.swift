// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf2c8b2edd5 MatchedGeometryProperties: Sendable
@MainActor func use_f2c8b2edd5() {
    _ = MatchedGeometryProperties.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(MatchedGeometryProperties.self)
}

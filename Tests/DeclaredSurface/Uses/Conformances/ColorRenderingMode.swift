// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2c56f57350 ColorRenderingMode: Equatable
@MainActor func use_2c56f57350() {
    _ = ColorRenderingMode.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(ColorRenderingMode.self)
}

// uf138775f3f ColorRenderingMode: Hashable
@MainActor func use_f138775f3f() {
    _ = ColorRenderingMode.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(ColorRenderingMode.self)
}

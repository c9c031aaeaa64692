// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub25ad5db2b ColorScheme: Equatable
@MainActor func use_b25ad5db2b() {
    _ = ColorScheme.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(ColorScheme.self)
}

// uea342fd273 ColorScheme: Hashable
@MainActor func use_ea342fd273() {
    _ = ColorScheme.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(ColorScheme.self)
}

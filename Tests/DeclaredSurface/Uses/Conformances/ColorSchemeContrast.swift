// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue94e760151 ColorSchemeContrast: Equatable
@MainActor func use_e94e760151() {
    _ = ColorSchemeContrast.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(ColorSchemeContrast.self)
}

// u6418bb8b9f ColorSchemeContrast: Hashable
@MainActor func use_6418bb8b9f() {
    _ = ColorSchemeContrast.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(ColorSchemeContrast.self)
}

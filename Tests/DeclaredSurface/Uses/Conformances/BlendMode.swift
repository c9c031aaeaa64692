// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u38baa3f65d BlendMode: Equatable
@MainActor func use_38baa3f65d() {
    _ = BlendMode.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(BlendMode.self)
}

// u4d2d13443f BlendMode: Hashable
@MainActor func use_4d2d13443f() {
    _ = BlendMode.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(BlendMode.self)
}

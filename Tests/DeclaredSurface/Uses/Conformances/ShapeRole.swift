// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9e6f6e00e1 ShapeRole: Equatable
@MainActor func use_9e6f6e00e1() {
    _ = ShapeRole.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(ShapeRole.self)
}

// ubb8d114a2f ShapeRole: Hashable
@MainActor func use_bb8d114a2f() {
    _ = ShapeRole.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(ShapeRole.self)
}

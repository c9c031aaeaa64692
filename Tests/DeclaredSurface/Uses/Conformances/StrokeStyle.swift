// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3e93fad69f StrokeStyle: Animatable
@MainActor func use_3e93fad69f() {
    _ = StrokeStyle.self
    func accept<T: Animatable>(_ type: T.Type) {}
    accept(StrokeStyle.self)
}

// u2cc7d5274b StrokeStyle: Sendable
@MainActor func use_2cc7d5274b() {
    _ = StrokeStyle.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(StrokeStyle.self)
}

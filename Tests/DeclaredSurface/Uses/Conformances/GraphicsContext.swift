// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u13be0938c7 GraphicsContext.BlendMode: Sendable
@MainActor func use_13be0938c7() {
    _ = GraphicsContext.BlendMode.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(GraphicsContext.BlendMode.self)
}

// ud7650f19bc GraphicsContext.ClipOptions: Sendable
@MainActor func use_d7650f19bc() {
    _ = GraphicsContext.ClipOptions.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(GraphicsContext.ClipOptions.self)
}

// ue65cafaa02 GraphicsContext.ShadowOptions: Sendable
@MainActor func use_e65cafaa02() {
    _ = GraphicsContext.ShadowOptions.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(GraphicsContext.ShadowOptions.self)
}

// u5d9810de7e GraphicsContext.BlurOptions: Sendable
@MainActor func use_5d9810de7e() {
    _ = GraphicsContext.BlurOptions.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(GraphicsContext.BlurOptions.self)
}

// u7f0c9abc3f GraphicsContext.FilterOptions: Sendable
@MainActor func use_7f0c9abc3f() {
    _ = GraphicsContext.FilterOptions.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(GraphicsContext.FilterOptions.self)
}

// u2044a08d97 GraphicsContext.GradientOptions: Sendable
@MainActor func use_2044a08d97() {
    _ = GraphicsContext.GradientOptions.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(GraphicsContext.GradientOptions.self)
}

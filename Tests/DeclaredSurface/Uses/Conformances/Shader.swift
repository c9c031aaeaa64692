// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufe8a120ad7 Shader: ShapeStyle
@MainActor func use_fe8a120ad7() {
    _ = Shader.self
    func accept<T: ShapeStyle>(_ type: T.Type) {}
    accept(Shader.self)
}

// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud9a4d3c7c2 Material: ShapeStyle
@MainActor func use_d9a4d3c7c2() {
    _ = Material.self
    func accept<T: ShapeStyle>(_ type: T.Type) {}
    accept(Material.self)
}

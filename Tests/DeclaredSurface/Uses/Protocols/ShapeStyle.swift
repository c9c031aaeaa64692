// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u75f9c9e67f ShapeStyle
private struct Conformer_75f9c9e67f: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Color { sample() }
}

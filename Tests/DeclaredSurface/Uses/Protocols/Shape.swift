// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uea5c1a20b7 Shape
private struct Conformer_ea5c1a20b7: Shape {
    func path(in rect: CGRect) -> Path { sample() }
}

// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uea7fed5da2 GeometryEffect
private struct Conformer_ea7fed5da2: GeometryEffect {
    func effectValue(size: CGSize) -> ProjectionTransform { sample() }
}

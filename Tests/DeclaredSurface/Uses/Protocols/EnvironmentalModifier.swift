// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9ad2d65a50 EnvironmentalModifier
private struct Conformer_9ad2d65a50: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> EmptyModifier { sample() }
}

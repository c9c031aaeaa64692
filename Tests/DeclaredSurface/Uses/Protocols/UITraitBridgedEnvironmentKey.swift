// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua9b1f98f99 UITraitBridgedEnvironmentKey
private struct Conformer_a9b1f98f99: UITraitBridgedEnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> Int { sample() }
    static func write(to mutableTraits: inout any UIMutableTraits, value: Int) {}
    static var defaultValue: Int { sample() }
}

// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9ed39b43df EnvironmentKey
private struct Conformer_9ed39b43df: EnvironmentKey {
    static var defaultValue: Int { sample() }
}

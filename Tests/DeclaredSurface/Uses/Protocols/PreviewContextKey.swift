// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf9b6044cb2 PreviewContextKey
private struct Conformer_f9b6044cb2: PreviewContextKey {
    static var defaultValue: Int { sample() }
}

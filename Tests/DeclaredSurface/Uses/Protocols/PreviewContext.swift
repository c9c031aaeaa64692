// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3161e7c05a PreviewContext
private struct Conformer_3161e7c05a: PreviewContext {
    subscript<Key>(_ key: Key.Type) -> Key.Value where Key : PreviewContextKey { sample() }
}

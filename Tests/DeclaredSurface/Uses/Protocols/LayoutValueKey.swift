// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u53592fcc3d LayoutValueKey
private struct Conformer_53592fcc3d: LayoutValueKey {
    static var defaultValue: Int { sample() }
}

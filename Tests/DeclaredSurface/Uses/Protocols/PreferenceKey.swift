// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue1f8a259ba PreferenceKey
private struct Conformer_e1f8a259ba: PreferenceKey {
    static var defaultValue: Int { sample() }
    static func reduce(value: inout Int, nextValue: () -> Int) {}
}

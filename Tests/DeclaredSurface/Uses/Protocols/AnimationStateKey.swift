// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uccd314197b AnimationStateKey
private struct Conformer_ccd314197b: AnimationStateKey {
    static var defaultValue: Int { sample() }
}

// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u909cc1f6e9 Gesture
private struct Conformer_909cc1f6e9: Gesture {
    var body: TapGesture { sample() }
}

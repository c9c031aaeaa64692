// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u987e5e1f45 Keyframes
private struct Conformer_987e5e1f45: Keyframes {
    var body: Never { sample() }
}

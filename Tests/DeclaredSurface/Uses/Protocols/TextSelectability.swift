// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u13c7e5b8b0 TextSelectability
private struct Conformer_13c7e5b8b0: TextSelectability {
    static var allowsSelection: Bool { sample() }
}

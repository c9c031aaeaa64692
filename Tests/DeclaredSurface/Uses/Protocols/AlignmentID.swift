// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u187deb47ba AlignmentID
private struct Conformer_187deb47ba: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { sample() }
}

// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3c39f08bcd ToolbarContent
private struct Conformer_3c39f08bcd: ToolbarContent {
    var body: Never { sample() }
}

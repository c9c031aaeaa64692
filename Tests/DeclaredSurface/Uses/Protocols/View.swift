// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u69bd4ef9fb View
private struct Conformer_69bd4ef9fb: View {
    var body: some View {
        Text("")
        Text("")
    }
}

// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u65f3a43b5d ButtonStyle
private struct Conformer_65f3a43b5d: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

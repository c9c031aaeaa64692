// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uca9a35d156 TableStyle
private struct Conformer_ca9a35d156: TableStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

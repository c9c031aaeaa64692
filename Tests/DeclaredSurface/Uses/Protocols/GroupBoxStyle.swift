// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u598e0cd9fc GroupBoxStyle
private struct Conformer_598e0cd9fc: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

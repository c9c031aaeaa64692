// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1a54c27d86 LabelStyle
private struct Conformer_1a54c27d86: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

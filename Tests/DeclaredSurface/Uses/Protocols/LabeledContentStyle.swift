// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub7a087d3fb LabeledContentStyle
private struct Conformer_b7a087d3fb: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u70eb8fdc0c GaugeStyle
private struct Conformer_70eb8fdc0c: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

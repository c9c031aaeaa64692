// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2f2c6b37fa ProgressViewStyle
private struct Conformer_2f2c6b37fa: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

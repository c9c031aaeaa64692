// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ued709e8cfd ToggleStyle
private struct Conformer_ed709e8cfd: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

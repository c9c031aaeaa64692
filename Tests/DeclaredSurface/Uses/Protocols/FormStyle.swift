// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua6a71b4c40 FormStyle
private struct Conformer_a6a71b4c40: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

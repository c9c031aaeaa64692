// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7c10686bd5 MenuStyle
private struct Conformer_7c10686bd5: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

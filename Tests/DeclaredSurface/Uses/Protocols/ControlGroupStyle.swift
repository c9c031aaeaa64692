// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7464d5b028 ControlGroupStyle
private struct Conformer_7464d5b028: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

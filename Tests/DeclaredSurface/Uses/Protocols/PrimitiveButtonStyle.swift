// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4d9dab87ae PrimitiveButtonStyle
private struct Conformer_4d9dab87ae: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

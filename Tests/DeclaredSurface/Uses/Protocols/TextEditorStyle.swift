// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u48c50aff30 TextEditorStyle
private struct Conformer_48c50aff30: TextEditorStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9ec3f4a923 DatePickerStyle
private struct Conformer_9ec3f4a923: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

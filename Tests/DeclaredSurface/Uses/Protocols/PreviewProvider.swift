// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2cac911b2f PreviewProvider
private struct Conformer_2cac911b2f: PreviewProvider {
    static var previews: some View {
        Text("")
        Text("")
    }
}

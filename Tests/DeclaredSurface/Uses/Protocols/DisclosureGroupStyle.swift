// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1d8a5be5c1 DisclosureGroupStyle
private struct Conformer_1d8a5be5c1: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

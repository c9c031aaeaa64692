// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8046bc8e9f NavigationSplitViewStyle
private struct Conformer_8046bc8e9f: NavigationSplitViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("")
        Text("")
    }
}

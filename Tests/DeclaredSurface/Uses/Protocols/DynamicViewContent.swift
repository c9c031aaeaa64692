// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7c682ee4cd DynamicViewContent
private struct Conformer_7c682ee4cd: DynamicViewContent {
    var data: [SampleItem] { sample() }
    var body: some View {
        Text("")
        Text("")
    }
}

// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6393d06cb8 ShapeView
private struct Conformer_6393d06cb8: ShapeView {
    var shape: Rectangle { sample() }
    var body: some View {
        Text("")
        Text("")
    }
}

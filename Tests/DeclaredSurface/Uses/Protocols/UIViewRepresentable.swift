// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u360709f7a4 UIViewRepresentable
private struct Conformer_360709f7a4: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { sample() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

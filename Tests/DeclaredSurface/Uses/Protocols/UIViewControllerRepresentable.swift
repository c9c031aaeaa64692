// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u032bde523e UIViewControllerRepresentable
private struct Conformer_032bde523e: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { sample() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u331cd47f8d AnimatableModifier
private struct Conformer_331cd47f8d: AnimatableModifier {
    func body(content: Content) -> some View {
        Text("")
        Text("")
    }
}

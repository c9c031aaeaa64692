// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc8691fc6f7 ViewModifier
private struct Conformer_c8691fc6f7: ViewModifier {
    func body(content: Content) -> some View {
        Text("")
        Text("")
    }
}

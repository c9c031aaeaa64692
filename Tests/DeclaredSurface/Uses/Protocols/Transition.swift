// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4ead496f48 Transition
private struct Conformer_4ead496f48: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        Text("")
        Text("")
    }
}

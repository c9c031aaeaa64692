// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue15820667d SlideTransition
@MainActor func use_e15820667d() {
    let _: Any.Type = SlideTransition.self
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3fe01e3a2a SlideTransition.init()
@MainActor func use_3fe01e3a2a() {
    let _: SlideTransition = SlideTransition()
}

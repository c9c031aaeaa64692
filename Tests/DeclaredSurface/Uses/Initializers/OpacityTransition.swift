// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u760d482860 OpacityTransition.init()
@MainActor func use_760d482860() {
    let _: OpacityTransition = OpacityTransition()
}

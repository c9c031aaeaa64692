// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3239f25cfc OffsetTransition.init(_: CGSize)
@MainActor func use_3239f25cfc() {
    let _: OffsetTransition = OffsetTransition(sample() as CGSize)
}

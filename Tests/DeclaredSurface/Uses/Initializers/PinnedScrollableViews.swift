// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u300a65b193 PinnedScrollableViews.init(rawValue: UInt32)
@MainActor func use_300a65b193() {
    let _: PinnedScrollableViews = PinnedScrollableViews(rawValue: sample() as UInt32)
}

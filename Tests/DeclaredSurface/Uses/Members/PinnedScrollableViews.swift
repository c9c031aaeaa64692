// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue3ae305f84 PinnedScrollableViews.rawValue
@MainActor func use_e3ae305f84(_ subject: PinnedScrollableViews) {
    let _: UInt32 = subject.rawValue
}

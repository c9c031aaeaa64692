// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u875d4a93d6 static PinnedScrollableViews.sectionHeaders
@MainActor func use_875d4a93d6() {
    let _: PinnedScrollableViews = PinnedScrollableViews.sectionHeaders
}

// ue0e0cacec9 static PinnedScrollableViews.sectionFooters
@MainActor func use_e0e0cacec9() {
    let _: PinnedScrollableViews = PinnedScrollableViews.sectionFooters
}

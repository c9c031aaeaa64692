// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub6cd997022 static ProposedViewSize.zero
@MainActor func use_b6cd997022() {
    let _: ProposedViewSize = ProposedViewSize.zero
}

// u0ae1ea6bcb static ProposedViewSize.unspecified
@MainActor func use_0ae1ea6bcb() {
    let _: ProposedViewSize = ProposedViewSize.unspecified
}

// u39f63aa65a static ProposedViewSize.infinity
@MainActor func use_39f63aa65a() {
    let _: ProposedViewSize = ProposedViewSize.infinity
}

// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud1ad89b15d RoundedCornerStyle.circular
@MainActor func use_d1ad89b15d() {
    let _: RoundedCornerStyle = .circular
}

// u1cb4695b40 RoundedCornerStyle.continuous
@MainActor func use_1cb4695b40() {
    let _: RoundedCornerStyle = .continuous
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u071f22303c ViewAlignedScrollTargetBehavior.init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
@MainActor func use_071f22303c() {
    let _: ViewAlignedScrollTargetBehavior = ViewAlignedScrollTargetBehavior(
        limitBehavior: sample() as ViewAlignedScrollTargetBehavior.LimitBehavior
    )
    let _: ViewAlignedScrollTargetBehavior = ViewAlignedScrollTargetBehavior()
}

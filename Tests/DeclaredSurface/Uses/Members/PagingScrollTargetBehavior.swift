// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubef4d26f45 PagingScrollTargetBehavior.updateTarget(_: inout ScrollTarget, context:
//   PagingScrollTargetBehavior.TargetContext)
@MainActor func use_bef4d26f45(_ subject: PagingScrollTargetBehavior) {
    var arg0: ScrollTarget = sample()
    subject.updateTarget(&arg0, context: sample() as PagingScrollTargetBehavior.TargetContext)
}

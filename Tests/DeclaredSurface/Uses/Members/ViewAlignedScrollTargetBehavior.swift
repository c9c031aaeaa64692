// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucaaeaaba56 ViewAlignedScrollTargetBehavior.updateTarget(_: inout ScrollTarget, context:
//   ViewAlignedScrollTargetBehavior.TargetContext)
@MainActor func use_caaeaaba56(_ subject: ViewAlignedScrollTargetBehavior) {
    var arg0: ScrollTarget = sample()
    subject.updateTarget(&arg0, context: sample() as ViewAlignedScrollTargetBehavior.TargetContext)
}

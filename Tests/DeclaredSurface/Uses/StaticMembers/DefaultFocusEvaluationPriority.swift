// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u33fe65558c static DefaultFocusEvaluationPriority.automatic
@MainActor func use_33fe65558c() {
    let _: DefaultFocusEvaluationPriority = DefaultFocusEvaluationPriority.automatic
}

// u847dbaece8 static DefaultFocusEvaluationPriority.userInitiated
@MainActor func use_847dbaece8() {
    let _: DefaultFocusEvaluationPriority = DefaultFocusEvaluationPriority.userInitiated
}

// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u34e081d020 static AnimationCompletionCriteria.logicallyComplete
@MainActor func use_34e081d020() {
    let _: AnimationCompletionCriteria = AnimationCompletionCriteria.logicallyComplete
}

// ud32c736e25 static AnimationCompletionCriteria.removed
@MainActor func use_d32c736e25() {
    let _: AnimationCompletionCriteria = AnimationCompletionCriteria.removed
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub384411a4b AnimationTimelineSchedule.init(minimumInterval: Double?, paused: Bool)
@MainActor func use_b384411a4b() {
    let _: AnimationTimelineSchedule = AnimationTimelineSchedule(
        minimumInterval: sample() as Double?,
        paused: sample() as Bool
    )
    let _: AnimationTimelineSchedule = AnimationTimelineSchedule()
}

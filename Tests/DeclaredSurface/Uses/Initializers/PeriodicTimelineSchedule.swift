// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1688649b6d PeriodicTimelineSchedule.init(from: Date, by: TimeInterval)
@MainActor func use_1688649b6d() {
    let _: PeriodicTimelineSchedule = PeriodicTimelineSchedule(from: sample() as Date, by: sample() as TimeInterval)
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4a67a2d10d EveryMinuteTimelineSchedule.init()
@MainActor func use_4a67a2d10d() {
    let _: EveryMinuteTimelineSchedule = EveryMinuteTimelineSchedule()
}

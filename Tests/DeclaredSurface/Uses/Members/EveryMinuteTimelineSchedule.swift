// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u250d57397d EveryMinuteTimelineSchedule.Entries.next()
@MainActor func use_250d57397d(_ subject: EveryMinuteTimelineSchedule.Entries) {
    var subject = subject
    let _: Date? = subject.next()
}

// u832f9cf0a4 EveryMinuteTimelineSchedule.entries(from: Date, mode: TimelineScheduleMode)
@MainActor func use_832f9cf0a4(_ subject: EveryMinuteTimelineSchedule) {
    let _: EveryMinuteTimelineSchedule.Entries = subject.entries(
        from: sample() as Date,
        mode: sample() as TimelineScheduleMode
    )
}

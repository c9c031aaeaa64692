// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5560b0e330 PeriodicTimelineSchedule.Entries.next()
@MainActor func use_5560b0e330(_ subject: PeriodicTimelineSchedule.Entries) {
    var subject = subject
    let _: Date? = subject.next()
}

// u409b0ed2b3 PeriodicTimelineSchedule.entries(from: Date, mode: TimelineScheduleMode)
@MainActor func use_409b0ed2b3(_ subject: PeriodicTimelineSchedule) {
    let _: PeriodicTimelineSchedule.Entries = subject.entries(
        from: sample() as Date,
        mode: sample() as TimelineScheduleMode
    )
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc5b8fcb279 AnimationTimelineSchedule.entries(from: Date, mode: TimelineScheduleMode)
@MainActor func use_c5b8fcb279(_ subject: AnimationTimelineSchedule) {
    let _: AnimationTimelineSchedule.Entries = subject.entries(
        from: sample() as Date,
        mode: sample() as TimelineScheduleMode
    )
}

// u99af71f487 AnimationTimelineSchedule.Entries.next()
@MainActor func use_99af71f487(_ subject: AnimationTimelineSchedule.Entries) {
    var subject = subject
    let _: Date? = subject.next()
}

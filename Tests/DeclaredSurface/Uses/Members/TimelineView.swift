// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u765834866c TimelineView.Context.date
@MainActor func use_765834866c<Schedule: TimelineSchedule, Content>(
    _ subject: TimelineView<Schedule, Content>.Context,
    _ generics: (Schedule, Content).Type
) {
    let _: Date = subject.date
}

// u1be6f32cba TimelineView.Context.cadence
@MainActor func use_1be6f32cba<Schedule: TimelineSchedule, Content>(
    _ subject: TimelineView<Schedule, Content>.Context,
    _ generics: (Schedule, Content).Type
) {
    let _: TimelineView<Schedule, Content>.Context.Cadence = subject.cadence
}

// u17d3f4077e TimelineView.Context.invalidateTimelineContent()
@MainActor func use_17d3f4077e<Schedule: TimelineSchedule, Content>(
    _ subject: TimelineView<Schedule, Content>.Context,
    _ generics: (Schedule, Content).Type
) {
    subject.invalidateTimelineContent()
}

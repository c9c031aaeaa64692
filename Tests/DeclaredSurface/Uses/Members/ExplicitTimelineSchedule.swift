// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua5a38c324a ExplicitTimelineSchedule.entries(from: Date, mode: TimelineScheduleMode)
@MainActor func use_a5a38c324a<Entries: Sequence>(
    _ subject: ExplicitTimelineSchedule<Entries>,
    _ generics: (Entries).Type
) where Entries.Element == Date {
    let _: Entries = subject.entries(from: sample() as Date, mode: sample() as TimelineScheduleMode)
}

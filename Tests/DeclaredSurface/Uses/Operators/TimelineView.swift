// Operators: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u31fec34b0e static TimelineView.Context.Cadence.<(a: TimelineView<Schedule, Content>.Context.Cadence, b:
//   TimelineView<Schedule, Content>.Context.Cadence)
@MainActor func use_31fec34b0e<Schedule: TimelineSchedule, Content>(_ generics: (Schedule, Content).Type) {
    let _: Bool = (
        sample() as TimelineView<Schedule, Content>.Context.Cadence
    ) < (sample() as TimelineView<Schedule, Content>.Context.Cadence)
}

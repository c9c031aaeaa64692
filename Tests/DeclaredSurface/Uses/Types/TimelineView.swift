// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8aa55e2774 TimelineView
@MainActor func use_8aa55e2774<Schedule: TimelineSchedule, Content>(_ generics: (Schedule, Content).Type) {
    let _: Any.Type = TimelineView<Schedule, Content>.self
}

// ua7843045b6 TimelineView.Context
@MainActor func use_a7843045b6<Schedule: TimelineSchedule, Content>(_ generics: (Schedule, Content).Type) {
    let _: Any.Type = TimelineView<Schedule, Content>.Context.self
}

// u72e8d95e85 TimelineView.Context.Cadence
@MainActor func use_72e8d95e85<Schedule: TimelineSchedule, Content>(_ generics: (Schedule, Content).Type) {
    let _: Any.Type = TimelineView<Schedule, Content>.Context.Cadence.self
}

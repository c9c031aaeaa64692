// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua715b22ed1 TimelineView.Context.Cadence.live
@MainActor func use_a715b22ed1<Schedule: TimelineSchedule, Content>(_ generics: (Schedule, Content).Type) {
    let _: TimelineView<Schedule, Content>.Context.Cadence = .live
}

// ud454ad0aea TimelineView.Context.Cadence.seconds
@MainActor func use_d454ad0aea<Schedule: TimelineSchedule, Content>(_ generics: (Schedule, Content).Type) {
    let _: TimelineView<Schedule, Content>.Context.Cadence = .seconds
}

// ue10cc30375 TimelineView.Context.Cadence.minutes
@MainActor func use_e10cc30375<Schedule: TimelineSchedule, Content>(_ generics: (Schedule, Content).Type) {
    let _: TimelineView<Schedule, Content>.Context.Cadence = .minutes
}

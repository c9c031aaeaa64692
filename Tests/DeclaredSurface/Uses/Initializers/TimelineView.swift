// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u84aad9f4de TimelineView.init(_: Schedule, content: (TimelineViewDefaultContext) -> Content) where Content : View
@MainActor func use_84aad9f4de<Schedule: TimelineSchedule, Content: View>(_ generics: (Schedule, Content).Type) {
    let _: TimelineView<Schedule, Content> = TimelineView(
        sample() as Schedule,
        content: sample() as (TimelineViewDefaultContext) -> Content
    )
    let _: TimelineView<Schedule, _> = TimelineView(
        sample() as Schedule,
        content: { (_: TimelineViewDefaultContext) in Text(""); Text("") }
    )
}

// u7303a2746e TimelineView.init(_: Schedule, content: (TimelineView<Schedule, Content>.Context) -> Content) where
//   Content : View
@MainActor func use_7303a2746e<Schedule: TimelineSchedule, Content: View>(_ generics: (Schedule, Content).Type) {
    let _: TimelineView<Schedule, Content> = TimelineView(
        sample() as Schedule,
        content: sample() as (TimelineView<Schedule, Content>.Context) -> Content
    )
    let _: TimelineView<Schedule, _> = TimelineView(sample() as Schedule, content: { (_) in Text(""); Text("") })
}

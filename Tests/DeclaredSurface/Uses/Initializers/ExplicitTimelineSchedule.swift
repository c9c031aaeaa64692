// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud537f102ef ExplicitTimelineSchedule.init(_: Entries)
@MainActor func use_d537f102ef<Entries: Sequence>(_ generics: (Entries).Type) where Entries.Element == Date {
    let _: ExplicitTimelineSchedule<Entries> = ExplicitTimelineSchedule(sample() as Entries)
}

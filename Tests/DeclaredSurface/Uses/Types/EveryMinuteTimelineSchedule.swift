// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u06670f9a59 EveryMinuteTimelineSchedule
@MainActor func use_06670f9a59() {
    let _: Any.Type = EveryMinuteTimelineSchedule.self
}

// u70e17a4cbe EveryMinuteTimelineSchedule.Entries
@MainActor func use_70e17a4cbe() {
    let _: Any.Type = EveryMinuteTimelineSchedule.Entries.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u768074c7c8 PeriodicTimelineSchedule
@MainActor func use_768074c7c8() {
    let _: Any.Type = PeriodicTimelineSchedule.self
}

// u3fd522b71f PeriodicTimelineSchedule.Entries
@MainActor func use_3fd522b71f() {
    let _: Any.Type = PeriodicTimelineSchedule.Entries.self
}

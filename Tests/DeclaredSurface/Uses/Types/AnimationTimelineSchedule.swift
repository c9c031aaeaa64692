// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u022ff0b1f9 AnimationTimelineSchedule
@MainActor func use_022ff0b1f9() {
    let _: Any.Type = AnimationTimelineSchedule.self
}

// ubd05151c32 AnimationTimelineSchedule.Entries
@MainActor func use_bd05151c32() {
    let _: Any.Type = AnimationTimelineSchedule.Entries.self
}

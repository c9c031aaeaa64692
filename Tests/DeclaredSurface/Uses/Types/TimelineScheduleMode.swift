// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4c146e9ca9 TimelineScheduleMode
@MainActor func use_4c146e9ca9() {
    let _: Any.Type = TimelineScheduleMode.self
}

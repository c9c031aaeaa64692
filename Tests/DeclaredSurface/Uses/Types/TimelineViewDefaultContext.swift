// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf03791c2f2 TimelineViewDefaultContext
@MainActor func use_f03791c2f2() {
    let _: (TimelineView<EveryMinuteTimelineSchedule, Never>.Context).Type = TimelineViewDefaultContext.self
}

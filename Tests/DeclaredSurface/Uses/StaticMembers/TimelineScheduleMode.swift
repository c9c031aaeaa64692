// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u13ddb43599 TimelineScheduleMode.normal
@MainActor func use_13ddb43599() {
    let _: TimelineScheduleMode = .normal
}

// u45281b1757 TimelineScheduleMode.lowFrequency
@MainActor func use_45281b1757() {
    let _: TimelineScheduleMode = .lowFrequency
}

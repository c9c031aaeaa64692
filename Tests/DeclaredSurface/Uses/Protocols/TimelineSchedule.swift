// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uef66756546 TimelineSchedule
private struct Conformer_ef66756546: TimelineSchedule {
    func entries(from startDate: Date, mode: Mode) -> [Date] { sample() }
}

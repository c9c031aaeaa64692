// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4413b4157a TimelineView: View where Content : View
@MainActor func use_4413b4157a<Schedule: TimelineSchedule, Content: View>(_ generics: (Schedule, Content).Type) {
    _ = TimelineView<Schedule, Content>.self
    func accept<T: View>(_ type: T.Type) {}
    accept(TimelineView<Schedule, Content>.self)
}

// u17b648e36d TimelineView.Context.Cadence: Hashable
@MainActor func use_17b648e36d<Schedule: TimelineSchedule, Content>(_ generics: (Schedule, Content).Type) {
    _ = TimelineView<Schedule, Content>.Context.Cadence.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(TimelineView<Schedule, Content>.Context.Cadence.self)
}

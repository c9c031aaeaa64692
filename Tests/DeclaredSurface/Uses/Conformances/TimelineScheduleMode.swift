// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u513972e730 TimelineScheduleMode: Equatable
@MainActor func use_513972e730() {
    _ = TimelineScheduleMode.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(TimelineScheduleMode.self)
}

// u0f871e649e TimelineScheduleMode: Hashable
@MainActor func use_0f871e649e() {
    _ = TimelineScheduleMode.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(TimelineScheduleMode.self)
}

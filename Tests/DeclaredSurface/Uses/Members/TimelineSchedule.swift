// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2554480cf2 TimelineSchedule.Mode
@MainActor func use_2554480cf2<Self_: TimelineSchedule>(_ generics: (Self_).Type) {
    let _: (TimelineScheduleMode).Type = Self_.Mode.self
}

// u587eaf75ea TimelineSchedule.Entries
@MainActor func use_587eaf75ea<Self_: TimelineSchedule>(_ generics: (Self_).Type) where Self_.Entries.Element == Date {
    _ = Self_.Entries.self
    func accept0<T: Sequence>(_ type: T.Type) {}
    accept0(Self_.Entries.self)
}

// u09732b807c TimelineSchedule.entries(from: Date, mode: Self.Mode)
@MainActor func use_09732b807c<Self_: TimelineSchedule>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Entries = subject.entries(from: sample() as Date, mode: sample() as Self_.Mode)
}

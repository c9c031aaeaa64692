// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u46527dfa2f ExplicitTimelineSchedule
@MainActor func use_46527dfa2f<Entries: Sequence>(_ generics: (Entries).Type) where Entries.Element == Date {
    let _: Any.Type = ExplicitTimelineSchedule<Entries>.self
}

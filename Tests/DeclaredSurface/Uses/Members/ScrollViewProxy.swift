// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucd0e246b1b ScrollViewProxy.scrollTo<ID>(_: ID, anchor: UnitPoint?) where ID : Hashable
@MainActor func use_cd0e246b1b<ID: Hashable>(_ subject: ScrollViewProxy, _ generics: (ID).Type) {
    subject.scrollTo(sample() as ID, anchor: sample() as UnitPoint?)
    subject.scrollTo(sample() as ID)
}

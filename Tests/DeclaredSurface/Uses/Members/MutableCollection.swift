// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u186c8fa092 MutableCollection.move(fromOffsets: IndexSet, toOffset: Int)
@MainActor func use_186c8fa092<Self_: MutableCollection>(_ subject: Self_, _ generics: (Self_).Type) {
    var subject = subject
    subject.move(fromOffsets: sample() as IndexSet, toOffset: sample() as Int)
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1ad787d910 RangeReplaceableCollection.remove(atOffsets: IndexSet) where Self : MutableCollection
@MainActor func use_1ad787d910<Self_: RangeReplaceableCollection & MutableCollection>(
    _ subject: Self_,
    _ generics: (Self_).Type
) {
    var subject = subject
    subject.remove(atOffsets: sample() as IndexSet)
}

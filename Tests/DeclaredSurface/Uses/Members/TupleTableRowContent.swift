// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua4a77ad38b TupleTableRowContent.value
@MainActor func use_a4a77ad38b<Value: Identifiable, T>(
    _ subject: TupleTableRowContent<Value, T>,
    _ generics: (Value, T).Type
) {
    var subject = subject
    let _: T = subject.value
    subject.value = sample() as T
}

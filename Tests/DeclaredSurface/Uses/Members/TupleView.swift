// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud5d8a9d7f9 TupleView.value
@MainActor func use_d5d8a9d7f9<T>(_ subject: TupleView<T>, _ generics: (T).Type) {
    var subject = subject
    let _: T = subject.value
    subject.value = sample() as T
}

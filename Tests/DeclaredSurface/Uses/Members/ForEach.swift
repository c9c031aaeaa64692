// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uff1b9c46eb ForEach.data
@MainActor func use_ff1b9c46eb<Data: RandomAccessCollection, ID: Hashable, Content>(
    _ subject: ForEach<Data, ID, Content>,
    _ generics: (Data, ID, Content).Type
) {
    var subject = subject
    let _: Data = subject.data
    subject.data = sample() as Data
}

// udcd76ff233 ForEach.content
@MainActor func use_dcd76ff233<Data: RandomAccessCollection, ID: Hashable, Content>(
    _ subject: ForEach<Data, ID, Content>,
    _ generics: (Data, ID, Content).Type
) {
    var subject = subject
    let _: (Data.Element) -> Content = subject.content
    subject.content = sample() as (Data.Element) -> Content
}

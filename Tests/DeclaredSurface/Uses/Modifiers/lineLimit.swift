// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u934eea3f26 View.lineLimit(_: Int?)
@MainActor func use_934eea3f26<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.lineLimit(sample() as Int?) as any View
}

// u05644d2289 View.lineLimit(_: PartialRangeFrom<Int>)
@MainActor func use_05644d2289<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.lineLimit(sample() as PartialRangeFrom<Int>) as any View
}

// u7f3e0aedfe View.lineLimit(_: PartialRangeThrough<Int>)
@MainActor func use_7f3e0aedfe<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.lineLimit(sample() as PartialRangeThrough<Int>) as any View
}

// u6020bf7ab9 View.lineLimit(_: ClosedRange<Int>)
@MainActor func use_6020bf7ab9<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.lineLimit(sample() as ClosedRange<Int>) as any View
}

// u55a03d6770 View.lineLimit(_: Int, reservesSpace: Bool)
@MainActor func use_55a03d6770<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.lineLimit(sample() as Int, reservesSpace: sample() as Bool) as any View
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1323be93d3 SequenceGesture.first
@MainActor func use_1323be93d3<First: Gesture, Second: Gesture>(
    _ subject: SequenceGesture<First, Second>,
    _ generics: (First, Second).Type
) {
    var subject = subject
    let _: First = subject.first
    subject.first = sample() as First
}

// ub5fefd6b7a SequenceGesture.second
@MainActor func use_b5fefd6b7a<First: Gesture, Second: Gesture>(
    _ subject: SequenceGesture<First, Second>,
    _ generics: (First, Second).Type
) {
    var subject = subject
    let _: Second = subject.second
    subject.second = sample() as Second
}

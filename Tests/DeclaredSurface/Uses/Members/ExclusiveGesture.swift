// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue7f82176de ExclusiveGesture.first
@MainActor func use_e7f82176de<First: Gesture, Second: Gesture>(
    _ subject: ExclusiveGesture<First, Second>,
    _ generics: (First, Second).Type
) {
    var subject = subject
    let _: First = subject.first
    subject.first = sample() as First
}

// u7c2e8a1f34 ExclusiveGesture.second
@MainActor func use_7c2e8a1f34<First: Gesture, Second: Gesture>(
    _ subject: ExclusiveGesture<First, Second>,
    _ generics: (First, Second).Type
) {
    var subject = subject
    let _: Second = subject.second
    subject.second = sample() as Second
}

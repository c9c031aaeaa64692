// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u96d0a74b1f SimultaneousGesture.Value.first
@MainActor func use_96d0a74b1f<First: Gesture, Second: Gesture>(
    _ subject: SimultaneousGesture<First, Second>.Value,
    _ generics: (First, Second).Type
) {
    var subject = subject
    let _: First.Value? = subject.first
    subject.first = sample() as First.Value?
}

// u07b7796eb5 SimultaneousGesture.Value.second
@MainActor func use_07b7796eb5<First: Gesture, Second: Gesture>(
    _ subject: SimultaneousGesture<First, Second>.Value,
    _ generics: (First, Second).Type
) {
    var subject = subject
    let _: Second.Value? = subject.second
    subject.second = sample() as Second.Value?
}

// uf24d273921 SimultaneousGesture.first
@MainActor func use_f24d273921<First: Gesture, Second: Gesture>(
    _ subject: SimultaneousGesture<First, Second>,
    _ generics: (First, Second).Type
) {
    var subject = subject
    let _: First = subject.first
    subject.first = sample() as First
}

// ud75e03b390 SimultaneousGesture.second
@MainActor func use_d75e03b390<First: Gesture, Second: Gesture>(
    _ subject: SimultaneousGesture<First, Second>,
    _ generics: (First, Second).Type
) {
    var subject = subject
    let _: Second = subject.second
    subject.second = sample() as Second
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaacbd60704 AnimatablePair.first
@MainActor func use_aacbd60704<First: VectorArithmetic, Second: VectorArithmetic>(
    _ subject: AnimatablePair<First, Second>,
    _ generics: (First, Second).Type
) {
    var subject = subject
    let _: First = subject.first
    subject.first = sample() as First
}

// u65a21dce3f AnimatablePair.second
@MainActor func use_65a21dce3f<First: VectorArithmetic, Second: VectorArithmetic>(
    _ subject: AnimatablePair<First, Second>,
    _ generics: (First, Second).Type
) {
    var subject = subject
    let _: Second = subject.second
    subject.second = sample() as Second
}

// u2406fb64ea AnimatablePair.scale(by: Double)
@MainActor func use_2406fb64ea<First: VectorArithmetic, Second: VectorArithmetic>(
    _ subject: AnimatablePair<First, Second>,
    _ generics: (First, Second).Type
) {
    var subject = subject
    subject.scale(by: sample() as Double)
}

// uc505eb2fd7 AnimatablePair.magnitudeSquared
@MainActor func use_c505eb2fd7<First: VectorArithmetic, Second: VectorArithmetic>(
    _ subject: AnimatablePair<First, Second>,
    _ generics: (First, Second).Type
) {
    let _: Double = subject.magnitudeSquared
}

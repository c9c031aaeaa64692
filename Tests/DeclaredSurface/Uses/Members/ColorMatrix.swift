// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3912050fab ColorMatrix.r1
@MainActor func use_3912050fab(_ subject: ColorMatrix) {
    var subject = subject
    let _: Float = subject.r1
    subject.r1 = sample() as Float
}

// u76416a570b ColorMatrix.g1
@MainActor func use_76416a570b(_ subject: ColorMatrix) {
    var subject = subject
    let _: Float = subject.g1
    subject.g1 = sample() as Float
}

// ud4b1a015bd ColorMatrix.b1
@MainActor func use_d4b1a015bd(_ subject: ColorMatrix) {
    var subject = subject
    let _: Float = subject.b1
    subject.b1 = sample() as Float
}

// u24b1f57875 ColorMatrix.a1
@MainActor func use_24b1f57875(_ subject: ColorMatrix) {
    var subject = subject
    let _: Float = subject.a1
    subject.a1 = sample() as Float
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua4eba7b000 Angle.radians
@MainActor func use_a4eba7b000(_ subject: Angle) {
    var subject = subject
    let _: Double = subject.radians
    subject.radians = sample() as Double
}

// u3629f1a3fa Angle.degrees
@MainActor func use_3629f1a3fa(_ subject: Angle) {
    var subject = subject
    let _: Double = subject.degrees
    subject.degrees = sample() as Double
}

// uc5ed6adba1 Angle.animatableData
@MainActor func use_c5ed6adba1(_ subject: Angle) {
    var subject = subject
    let _: Double = subject.animatableData
    subject.animatableData = sample() as Double
}

// u9a52ddc189 Angle.magnitude
@MainActor func use_9a52ddc189(_ subject: Angle) {
    let _: Double = subject.magnitude
}

// u86d65a6147 Angle.negate()
@MainActor func use_86d65a6147(_ subject: Angle) {
    var subject = subject
    subject.negate()
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u69d187b53b VectorArithmetic.scale(by: Double)
@MainActor func use_69d187b53b<Self_: VectorArithmetic>(_ subject: Self_, _ generics: (Self_).Type) {
    var subject = subject
    subject.scale(by: sample() as Double)
}

// uf50766f31f VectorArithmetic.magnitudeSquared
@MainActor func use_f50766f31f<Self_: VectorArithmetic>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Double = subject.magnitudeSquared
}

// u0519971944 VectorArithmetic.scaled(by: Double)
@MainActor func use_0519971944<Self_: VectorArithmetic>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_ = subject.scaled(by: sample() as Double)
}

// ub056e4a8ea VectorArithmetic.interpolate(towards: Self, amount: Double)
@MainActor func use_b056e4a8ea<Self_: VectorArithmetic>(_ subject: Self_, _ generics: (Self_).Type) {
    var subject = subject
    subject.interpolate(towards: sample() as Self_, amount: sample() as Double)
}

// uf3ab42f516 VectorArithmetic.interpolated(towards: Self, amount: Double)
@MainActor func use_f3ab42f516<Self_: VectorArithmetic>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_ = subject.interpolated(towards: sample() as Self_, amount: sample() as Double)
}

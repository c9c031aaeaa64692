// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0c9c8d100f Animatable.AnimatableData
@MainActor func use_0c9c8d100f<Self_: Animatable>(_ generics: (Self_).Type) {
    _ = Self_.AnimatableData.self
    func accept0<T: VectorArithmetic>(_ type: T.Type) {}
    accept0(Self_.AnimatableData.self)
}

// u4df78cf212 Animatable.animatableData
@MainActor func use_4df78cf212<Self_: Animatable>(_ subject: Self_, _ generics: (Self_).Type) {
    var subject = subject
    let _: Self_.AnimatableData = subject.animatableData
    subject.animatableData = sample() as Self_.AnimatableData
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue26e56bc19 Shape.scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
@MainActor func use_e26e56bc19<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scale(x: sample() as CGFloat, y: sample() as CGFloat, anchor: sample() as UnitPoint) as any Shape
    _ = subject.scale() as any Shape
}

// u0d04e42a32 Shape.scale(_: CGFloat, anchor: UnitPoint)
@MainActor func use_0d04e42a32<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scale(sample() as CGFloat, anchor: sample() as UnitPoint) as any Shape
    _ = subject.scale(sample() as CGFloat) as any Shape
}

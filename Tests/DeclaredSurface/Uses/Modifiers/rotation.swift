// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u203e2f59f3 Shape.rotation(_: Angle, anchor: UnitPoint)
@MainActor func use_203e2f59f3<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.rotation(sample() as Angle, anchor: sample() as UnitPoint) as any Shape
    _ = subject.rotation(sample() as Angle) as any Shape
}

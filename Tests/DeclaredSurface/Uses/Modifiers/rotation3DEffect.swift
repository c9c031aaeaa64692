// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u74e1e78e92 View.rotation3DEffect(_: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ:
//   CGFloat, perspective: CGFloat)
@MainActor func use_74e1e78e92<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.rotation3DEffect(
        sample() as Angle,
        axis: sample() as (x: CGFloat, y: CGFloat, z: CGFloat),
        anchor: sample() as UnitPoint,
        anchorZ: sample() as CGFloat,
        perspective: sample() as CGFloat
    ) as any View
    _ = subject.rotation3DEffect(sample() as Angle, axis: sample() as (x: CGFloat, y: CGFloat, z: CGFloat)) as any View
}

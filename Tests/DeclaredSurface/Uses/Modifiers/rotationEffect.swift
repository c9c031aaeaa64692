// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucff2654d3e View.rotationEffect(_: Angle, anchor: UnitPoint)
@MainActor func use_cff2654d3e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.rotationEffect(sample() as Angle, anchor: sample() as UnitPoint) as any View
    _ = subject.rotationEffect(sample() as Angle) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0c320d5ff1 View.shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
@MainActor func use_0c320d5ff1<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.shadow(
        color: sample() as Color,
        radius: sample() as CGFloat,
        x: sample() as CGFloat,
        y: sample() as CGFloat
    ) as any View
    _ = subject.shadow(radius: sample() as CGFloat) as any View
}

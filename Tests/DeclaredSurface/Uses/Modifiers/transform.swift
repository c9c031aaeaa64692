// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2a5fa477d6 Shape.transform(_: CGAffineTransform)
@MainActor func use_2a5fa477d6<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.transform(sample() as CGAffineTransform) as any Shape
}

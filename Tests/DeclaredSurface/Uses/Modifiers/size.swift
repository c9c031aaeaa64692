// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u869d8e2583 Shape.size(_: CGSize)
@MainActor func use_869d8e2583<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.size(sample() as CGSize) as any Shape
}

// uf0ff56b829 Shape.size(width: CGFloat, height: CGFloat)
@MainActor func use_f0ff56b829<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.size(width: sample() as CGFloat, height: sample() as CGFloat) as any Shape
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ued8b5ac77c Shape.trim(from: CGFloat, to: CGFloat)
@MainActor func use_ed8b5ac77c<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.trim(from: sample() as CGFloat, to: sample() as CGFloat) as any Shape
    _ = subject.trim() as any Shape
}

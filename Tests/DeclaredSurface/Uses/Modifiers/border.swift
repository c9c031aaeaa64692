// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1d48e521b2 View.border<S>(_: S, width: CGFloat) where S : ShapeStyle
@MainActor func use_1d48e521b2<Self_: View, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.border(sample() as S, width: sample() as CGFloat) as any View
    _ = subject.border(sample() as S) as any View
}

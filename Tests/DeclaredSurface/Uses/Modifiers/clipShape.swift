// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ude6f34e4fb View.clipShape<S>(_: S, style: FillStyle) where S : Shape
@MainActor func use_de6f34e4fb<Self_: View, S: Shape>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.clipShape(sample() as S, style: sample() as FillStyle) as any View
    _ = subject.clipShape(sample() as S) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9aa559eb44 View.backgroundStyle<S>(_: S) where S : ShapeStyle
@MainActor func use_9aa559eb44<Self_: View, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.backgroundStyle(sample() as S) as any View
}

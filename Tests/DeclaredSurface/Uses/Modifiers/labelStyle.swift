// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u257415f15c View.labelStyle<S>(_: S) where S : LabelStyle
@MainActor func use_257415f15c<Self_: View, S: LabelStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.labelStyle(sample() as S) as any View
}

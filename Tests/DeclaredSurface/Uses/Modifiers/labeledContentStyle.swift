// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3a5c02f43a View.labeledContentStyle<S>(_: S) where S : LabeledContentStyle
@MainActor func use_3a5c02f43a<Self_: View, S: LabeledContentStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.labeledContentStyle(sample() as S) as any View
}

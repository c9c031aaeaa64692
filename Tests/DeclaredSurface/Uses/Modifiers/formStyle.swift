// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0146d8e147 View.formStyle<S>(_: S) where S : FormStyle
@MainActor func use_0146d8e147<Self_: View, S: FormStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.formStyle(sample() as S) as any View
}

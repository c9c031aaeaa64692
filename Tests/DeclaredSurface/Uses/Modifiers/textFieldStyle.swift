// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u64d866586c View.textFieldStyle<S>(_: S) where S : TextFieldStyle
@MainActor func use_64d866586c<Self_: View, S: TextFieldStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.textFieldStyle(sample() as S) as any View
}

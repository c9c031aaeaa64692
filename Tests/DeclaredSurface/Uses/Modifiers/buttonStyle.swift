// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uac25b990e4 View.buttonStyle<S>(_: S) where S : PrimitiveButtonStyle
@MainActor func use_ac25b990e4<Self_: View, S: PrimitiveButtonStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.buttonStyle(sample() as S) as any View
}

// u53a891e0ff View.buttonStyle<S>(_: S) where S : ButtonStyle
@MainActor func use_53a891e0ff<Self_: View, S: ButtonStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.buttonStyle(sample() as S) as any View
}

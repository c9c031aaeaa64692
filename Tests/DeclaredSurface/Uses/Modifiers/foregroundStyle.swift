// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9c48c548c3 Text.foregroundStyle<S>(_: S) where S : ShapeStyle
@MainActor func use_9c48c548c3<S: ShapeStyle>(_ subject: Text, _ generics: (S).Type) {
    let _: Text = subject.foregroundStyle(sample() as S)
}

// u9f66634e61 View.foregroundStyle<S>(_: S) where S : ShapeStyle
@MainActor func use_9f66634e61<Self_: View, S: ShapeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.foregroundStyle(sample() as S) as any View
}

// u246aeb6452 View.foregroundStyle<S1, S2>(_: S1, _: S2) where S1 : ShapeStyle, S2 : ShapeStyle
@MainActor func use_246aeb6452<Self_: View, S1: ShapeStyle, S2: ShapeStyle>(
    _ subject: Self_,
    _ generics: (Self_, S1, S2).Type
) {
    _ = subject.foregroundStyle(sample() as S1, sample() as S2) as any View
}

// uba7b9e38fc View.foregroundStyle<S1, S2, S3>(_: S1, _: S2, _: S3) where S1 : ShapeStyle, S2 : ShapeStyle, S3 :
//   ShapeStyle
@MainActor func use_ba7b9e38fc<Self_: View, S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ subject: Self_,
    _ generics: (Self_, S1, S2, S3).Type
) {
    _ = subject.foregroundStyle(sample() as S1, sample() as S2, sample() as S3) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue1a462c276 View.progressViewStyle<S>(_: S) where S : ProgressViewStyle
@MainActor func use_e1a462c276<Self_: View, S: ProgressViewStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.progressViewStyle(sample() as S) as any View
}

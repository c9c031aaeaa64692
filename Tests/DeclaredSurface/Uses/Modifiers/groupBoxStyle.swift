// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc953e0260c View.groupBoxStyle<S>(_: S) where S : GroupBoxStyle
@MainActor func use_c953e0260c<Self_: View, S: GroupBoxStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.groupBoxStyle(sample() as S) as any View
}

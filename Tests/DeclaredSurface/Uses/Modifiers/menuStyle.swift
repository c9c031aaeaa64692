// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u48f50ee8a5 View.menuStyle<S>(_: S) where S : MenuStyle
@MainActor func use_48f50ee8a5<Self_: View, S: MenuStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.menuStyle(sample() as S) as any View
}

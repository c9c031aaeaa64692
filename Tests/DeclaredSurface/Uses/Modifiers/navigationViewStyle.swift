// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3423e66660 View.navigationViewStyle<S>(_: S) where S : NavigationViewStyle
@MainActor func use_3423e66660<Self_: View, S: NavigationViewStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.navigationViewStyle(sample() as S) as any View
}

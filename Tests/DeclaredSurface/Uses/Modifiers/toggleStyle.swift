// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u666f86d3db View.toggleStyle<S>(_: S) where S : ToggleStyle
@MainActor func use_666f86d3db<Self_: View, S: ToggleStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.toggleStyle(sample() as S) as any View
}

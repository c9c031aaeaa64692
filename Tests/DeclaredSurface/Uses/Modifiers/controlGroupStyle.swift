// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7b92a4f9b4 View.controlGroupStyle<S>(_: S) where S : ControlGroupStyle
@MainActor func use_7b92a4f9b4<Self_: View, S: ControlGroupStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.controlGroupStyle(sample() as S) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6f9f60f7d8 View.indexViewStyle<S>(_: S) where S : IndexViewStyle
@MainActor func use_6f9f60f7d8<Self_: View, S: IndexViewStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.indexViewStyle(sample() as S) as any View
}

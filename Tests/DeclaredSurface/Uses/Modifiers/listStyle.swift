// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9a26547704 View.listStyle<S>(_: S) where S : ListStyle
@MainActor func use_9a26547704<Self_: View, S: ListStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.listStyle(sample() as S) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8d2da917b1 View.tabViewStyle<S>(_: S) where S : TabViewStyle
@MainActor func use_8d2da917b1<Self_: View, S: TabViewStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.tabViewStyle(sample() as S) as any View
}

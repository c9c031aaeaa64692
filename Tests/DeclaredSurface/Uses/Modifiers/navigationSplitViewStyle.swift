// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ube66b8fdd0 View.navigationSplitViewStyle<S>(_: S) where S : NavigationSplitViewStyle
@MainActor func use_be66b8fdd0<Self_: View, S: NavigationSplitViewStyle>(
    _ subject: Self_,
    _ generics: (Self_, S).Type
) {
    _ = subject.navigationSplitViewStyle(sample() as S) as any View
}

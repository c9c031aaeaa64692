// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3471277e17 View.navigationBarTitleDisplayMode(_: NavigationBarItem.TitleDisplayMode)
@MainActor func use_3471277e17<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.navigationBarTitleDisplayMode(sample() as NavigationBarItem.TitleDisplayMode) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1870eeecc9 View.scrollDismissesKeyboard(_: ScrollDismissesKeyboardMode)
@MainActor func use_1870eeecc9<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scrollDismissesKeyboard(sample() as ScrollDismissesKeyboardMode) as any View
}

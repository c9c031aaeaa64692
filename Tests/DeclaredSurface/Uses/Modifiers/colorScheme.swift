// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8a3c0fdd3c View.colorScheme(_: ColorScheme)
@MainActor func use_8a3c0fdd3c<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.colorScheme(sample() as ColorScheme) as any View
}

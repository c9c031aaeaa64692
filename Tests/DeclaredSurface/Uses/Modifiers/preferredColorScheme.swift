// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue7050d6be7 View.preferredColorScheme(_: ColorScheme?)
@MainActor func use_e7050d6be7<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.preferredColorScheme(sample() as ColorScheme?) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf4d80cbcd9 View.scrollContentBackground(_: Visibility)
@MainActor func use_f4d80cbcd9<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scrollContentBackground(sample() as Visibility) as any View
}

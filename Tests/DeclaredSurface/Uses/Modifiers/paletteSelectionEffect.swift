// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf7bd27fc97 View.paletteSelectionEffect(_: PaletteSelectionEffect)
@MainActor func use_f7bd27fc97<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.paletteSelectionEffect(sample() as PaletteSelectionEffect) as any View
}

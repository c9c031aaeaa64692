// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0593d0229b View.symbolVariant(_: SymbolVariants)
@MainActor func use_0593d0229b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.symbolVariant(sample() as SymbolVariants) as any View
}

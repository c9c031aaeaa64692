// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud15115aa12 static PaletteSelectionEffect.automatic
@MainActor func use_d15115aa12() {
    let _: PaletteSelectionEffect = PaletteSelectionEffect.automatic
}

// u5c27303112 static PaletteSelectionEffect.symbolVariant(_: SymbolVariants)
@MainActor func use_5c27303112() {
    let _: PaletteSelectionEffect = PaletteSelectionEffect.symbolVariant(sample() as SymbolVariants)
}

// ufccd2c177d static PaletteSelectionEffect.custom
@MainActor func use_fccd2c177d() {
    let _: PaletteSelectionEffect = PaletteSelectionEffect.custom
}

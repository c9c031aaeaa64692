// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1867c6d7ca static SymbolVariants.none
@MainActor func use_1867c6d7ca() {
    let _: SymbolVariants = SymbolVariants.none
}

// uc99e03efda static SymbolVariants.circle
@MainActor func use_c99e03efda() {
    let _: SymbolVariants = SymbolVariants.circle
}

// uc356c2ebea static SymbolVariants.square
@MainActor func use_c356c2ebea() {
    let _: SymbolVariants = SymbolVariants.square
}

// ua208d4f51d static SymbolVariants.rectangle
@MainActor func use_a208d4f51d() {
    let _: SymbolVariants = SymbolVariants.rectangle
}

// u1998aead5d static SymbolVariants.fill
@MainActor func use_1998aead5d() {
    let _: SymbolVariants = SymbolVariants.fill
}

// u8ee7dcc282 static SymbolVariants.slash
@MainActor func use_8ee7dcc282() {
    let _: SymbolVariants = SymbolVariants.slash
}

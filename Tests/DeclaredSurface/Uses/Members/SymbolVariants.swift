// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc718afcc49 SymbolVariants.circle
@MainActor func use_c718afcc49(_ subject: SymbolVariants) {
    let _: SymbolVariants = subject.circle
}

// ua6c3fec0fc SymbolVariants.square
@MainActor func use_a6c3fec0fc(_ subject: SymbolVariants) {
    let _: SymbolVariants = subject.square
}

// u9e8a1cb838 SymbolVariants.rectangle
@MainActor func use_9e8a1cb838(_ subject: SymbolVariants) {
    let _: SymbolVariants = subject.rectangle
}

// u1dc33cec50 SymbolVariants.fill
@MainActor func use_1dc33cec50(_ subject: SymbolVariants) {
    let _: SymbolVariants = subject.fill
}

// uaacec6a8a1 SymbolVariants.slash
@MainActor func use_aacec6a8a1(_ subject: SymbolVariants) {
    let _: SymbolVariants = subject.slash
}

// ue4c6d4346b SymbolVariants.contains(_: SymbolVariants)
@MainActor func use_e4c6d4346b(_ subject: SymbolVariants) {
    let _: Bool = subject.contains(sample() as SymbolVariants)
}

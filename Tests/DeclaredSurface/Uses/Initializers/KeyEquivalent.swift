// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u55cc0a8108 KeyEquivalent.init(_: Character)
@MainActor func use_55cc0a8108() {
    let _: KeyEquivalent = KeyEquivalent(sample() as Character)
}

// ufdbfe5f7ac KeyEquivalent.init(extendedGraphemeClusterLiteral: Character)
@MainActor func use_fdbfe5f7ac() {
    let _: KeyEquivalent = KeyEquivalent(extendedGraphemeClusterLiteral: sample() as Character)
}

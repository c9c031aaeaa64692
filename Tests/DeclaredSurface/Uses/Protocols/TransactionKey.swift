// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc14c3a1436 TransactionKey
private struct Conformer_c14c3a1436: TransactionKey {
    static var defaultValue: Int { sample() }
}

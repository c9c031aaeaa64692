// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1a7b7c1b33 Transaction
@MainActor func use_1a7b7c1b33() {
    let _: Any.Type = Transaction.self
}

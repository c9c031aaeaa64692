// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1e741dcf10 Transaction.init(animation: Animation?)
@MainActor func use_1e741dcf10() {
    let _: Transaction = Transaction(animation: sample() as Animation?)
}

// u57dbd19055 Transaction.init()
@MainActor func use_57dbd19055() {
    let _: Transaction = Transaction()
}

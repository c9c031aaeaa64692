// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u185df09a74 TransactionKey.Value
@MainActor func use_185df09a74<Self_: TransactionKey>(_ generics: (Self_).Type) {
    _ = Self_.Value.self
}

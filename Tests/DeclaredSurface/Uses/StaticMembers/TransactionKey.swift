// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u50f49d24d4 static TransactionKey.defaultValue
@MainActor func use_50f49d24d4<Self_: TransactionKey>(_ generics: (Self_).Type) {
    let _: Self_.Value = Self_.defaultValue
}

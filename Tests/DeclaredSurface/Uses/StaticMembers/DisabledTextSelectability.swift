// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5dd5ced384 static DisabledTextSelectability.allowsSelection
@MainActor func use_5dd5ced384() {
    let _: Bool = DisabledTextSelectability.allowsSelection
}

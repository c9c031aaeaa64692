// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8419128587 AccessoryLinearGaugeStyle
@MainActor func use_8419128587() {
    let _: Any.Type = AccessoryLinearGaugeStyle.self
}

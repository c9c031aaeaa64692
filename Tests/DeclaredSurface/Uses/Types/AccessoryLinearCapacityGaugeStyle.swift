// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uefc6b74883 AccessoryLinearCapacityGaugeStyle
@MainActor func use_efc6b74883() {
    let _: Any.Type = AccessoryLinearCapacityGaugeStyle.self
}

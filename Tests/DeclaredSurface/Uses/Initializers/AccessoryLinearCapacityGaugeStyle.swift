// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub0ca5f62c9 AccessoryLinearCapacityGaugeStyle.init()
@MainActor func use_b0ca5f62c9() {
    let _: AccessoryLinearCapacityGaugeStyle = AccessoryLinearCapacityGaugeStyle()
}

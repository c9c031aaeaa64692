// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5a71c448e3 AccessoryCircularCapacityGaugeStyle.init()
@MainActor func use_5a71c448e3() {
    let _: AccessoryCircularCapacityGaugeStyle = AccessoryCircularCapacityGaugeStyle()
}

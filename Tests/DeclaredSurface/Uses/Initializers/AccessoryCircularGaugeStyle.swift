// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u198a6cc4a3 AccessoryCircularGaugeStyle.init()
@MainActor func use_198a6cc4a3() {
    let _: AccessoryCircularGaugeStyle = AccessoryCircularGaugeStyle()
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u43ac20e52e AccessoryLinearGaugeStyle.init()
@MainActor func use_43ac20e52e() {
    let _: AccessoryLinearGaugeStyle = AccessoryLinearGaugeStyle()
}

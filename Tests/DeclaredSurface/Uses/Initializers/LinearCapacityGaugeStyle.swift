// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud26885ed45 LinearCapacityGaugeStyle.init()
@MainActor func use_d26885ed45() {
    let _: LinearCapacityGaugeStyle = LinearCapacityGaugeStyle()
}

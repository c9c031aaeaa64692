// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubec60890c5 DefaultGaugeStyle.init()
@MainActor func use_bec60890c5() {
    let _: DefaultGaugeStyle = DefaultGaugeStyle()
}

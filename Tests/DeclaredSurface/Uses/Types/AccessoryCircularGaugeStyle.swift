// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u185e4fff01 AccessoryCircularGaugeStyle
@MainActor func use_185e4fff01() {
    let _: Any.Type = AccessoryCircularGaugeStyle.self
}

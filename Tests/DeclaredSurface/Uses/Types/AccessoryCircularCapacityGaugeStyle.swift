// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u19b3ce7774 AccessoryCircularCapacityGaugeStyle
@MainActor func use_19b3ce7774() {
    let _: Any.Type = AccessoryCircularCapacityGaugeStyle.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua3bc44a466 LinearCapacityGaugeStyle
@MainActor func use_a3bc44a466() {
    let _: Any.Type = LinearCapacityGaugeStyle.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u39db6b1be1 DefaultGaugeStyle
@MainActor func use_39db6b1be1() {
    let _: Any.Type = DefaultGaugeStyle.self
}

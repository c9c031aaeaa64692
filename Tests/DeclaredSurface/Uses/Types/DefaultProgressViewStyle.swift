// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u26d3372cea DefaultProgressViewStyle
@MainActor func use_26d3372cea() {
    let _: Any.Type = DefaultProgressViewStyle.self
}

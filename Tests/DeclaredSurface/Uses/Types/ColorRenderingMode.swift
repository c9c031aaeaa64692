// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uff9b6dbea9 ColorRenderingMode
@MainActor func use_ff9b6dbea9() {
    let _: Any.Type = ColorRenderingMode.self
}

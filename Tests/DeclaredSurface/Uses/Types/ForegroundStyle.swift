// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8369cebaf4 ForegroundStyle
@MainActor func use_8369cebaf4() {
    let _: Any.Type = ForegroundStyle.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4d559ead64 LinkShapeStyle
@MainActor func use_4d559ead64() {
    let _: Any.Type = LinkShapeStyle.self
}

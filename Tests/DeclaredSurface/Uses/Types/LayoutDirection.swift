// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u91b2c377f0 LayoutDirection
@MainActor func use_91b2c377f0() {
    let _: Any.Type = LayoutDirection.self
}

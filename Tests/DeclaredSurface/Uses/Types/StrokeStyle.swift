// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8ffe9a1ae9 StrokeStyle
@MainActor func use_8ffe9a1ae9() {
    let _: Any.Type = StrokeStyle.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u16111045ad FillStyle
@MainActor func use_16111045ad() {
    let _: Any.Type = FillStyle.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u16427079e7 DefaultGroupBoxStyle
@MainActor func use_16427079e7() {
    let _: Any.Type = DefaultGroupBoxStyle.self
}

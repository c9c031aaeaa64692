// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ueeae454402 DefaultMenuStyle
@MainActor func use_eeae454402() {
    let _: Any.Type = DefaultMenuStyle.self
}

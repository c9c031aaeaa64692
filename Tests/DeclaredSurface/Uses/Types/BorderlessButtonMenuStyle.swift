// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uce710b3858 BorderlessButtonMenuStyle
@MainActor func use_ce710b3858() {
    let _: Any.Type = BorderlessButtonMenuStyle.self
}

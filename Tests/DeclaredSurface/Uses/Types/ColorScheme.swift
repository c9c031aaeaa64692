// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue86d646b29 ColorScheme
@MainActor func use_e86d646b29() {
    let _: Any.Type = ColorScheme.self
}
